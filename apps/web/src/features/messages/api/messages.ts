import { type DeliveryChannel, operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import { auditKey, messagesKey } from '../../../lib/query-keys';

/** `GET /messages?q&status&kind&from&to&page` (officials, auditor): newest first, with their deliveries. */
const messages = serverList({
  key: messagesKey,
  path: pathOf(operations.messages),
  check: answerOf(operations.messages),
  filters: ['q', 'status', 'kind', 'from', 'to'],
  fileName: 'messages.csv',
});

export type MessageFilter = { q: string; status: string; kind: string; from: string; to: string };

export const useMessages = (page: number, filter: MessageFilter) => messages.usePage(page, filter);
export const downloadMessages = messages.download;

/** `POST /messages/{id}/resend` (writing officials): a refusal means the list was out of date. */
export const useResendMessage = () =>
  useMutationOf(
    (messageId: number) => call(operations.resendMessage, { params: { messageId } }),
    [messagesKey, auditKey],
    'settled',
  );

/** `GET /settings/channels`: which channels are set up. */
export const useChannels = () =>
  useQuery({ queryKey: [...messagesKey, 'channels'], queryFn: () => call(operations.channels, {}) });

/** `POST /settings/channels/test {channel}`: one message to the official asking, tried at once. */
export const useTestChannel = () =>
  useMutationOf(
    (channel: DeliveryChannel) => call(operations.testChannel, { body: { channel } }),
    [messagesKey],
  );
