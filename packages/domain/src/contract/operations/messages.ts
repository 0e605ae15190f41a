import {
  channelsAnswer,
  channelTestAnswer,
  channelTestBody,
  messageIdParams,
  messageListQuery,
  messagesPage,
  resendAnswer,
} from '../outbox/index.js';
import { operation, refusals } from './operation.js';

/** The officials' outbox and the channels (docs/decisions/notifications.md, "The officials' outbox"). */
export const messageOperations = {
  messages: operation({
    name: 'messages',
    method: 'GET',
    path: '/messages',
    querystring: messageListQuery,
    response: { 200: messagesPage, ...refusals(401, 403, 422) },
  }),
  resendMessage: operation({
    name: 'resendMessage',
    method: 'POST',
    path: '/messages/{messageId}/resend',
    params: messageIdParams,
    response: { 200: resendAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  channels: operation({
    name: 'channels',
    method: 'GET',
    path: '/settings/channels',
    response: { 200: channelsAnswer, ...refusals(401, 403) },
  }),
  testChannel: operation({
    name: 'testChannel',
    method: 'POST',
    path: '/settings/channels/test',
    body: channelTestBody,
    response: { 200: channelTestAnswer, ...refusals(401, 403, 422) },
  }),
};
