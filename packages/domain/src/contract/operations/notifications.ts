import {
  allReadAnswer,
  inboxAnswer,
  inboxQuery,
  messageReadAnswer,
  notificationParams,
  preferencesAnswer,
  preferencesBody,
} from '../notifications/contract.js';
import { operation, refusals } from './operation.js';
import { paths } from './paths.js';

/**
 * A member's own inbox and message preferences (docs/decisions/notifications.md, "The inbox",
 * "Preferences"): everyone, officials too, sees and changes only their own.
 */
export const notificationOperations = {
  myNotifications: operation({
    name: 'myNotifications',
    method: 'GET',
    path: paths.notifications,
    querystring: inboxQuery,
    response: { 200: inboxAnswer, ...refusals(401, 403, 422) },
  }),
  readNotification: operation({
    name: 'readNotification',
    method: 'POST',
    path: '/notifications/{id}/read',
    params: notificationParams,
    response: { 200: messageReadAnswer, ...refusals(401, 403, 404, 422) },
  }),
  readAllNotifications: operation({
    name: 'readAllNotifications',
    method: 'POST',
    path: '/notifications/read-all',
    response: { 200: allReadAnswer, ...refusals(401, 403, 422) },
  }),
  myPreferences: operation({
    name: 'myPreferences',
    method: 'GET',
    path: '/me/preferences',
    response: { 200: preferencesAnswer, ...refusals(401, 403) },
  }),
  setMyPreferences: operation({
    name: 'setMyPreferences',
    method: 'PATCH',
    path: '/me/preferences',
    body: preferencesBody,
    response: { 200: preferencesAnswer, ...refusals(401, 403, 422) },
  }),
};
