import { type Clock, type MessageView, operations } from '@links/domain';
import type { ChannelsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type CsvColumn, fieldColumns } from '../../lib/csv.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { DeliveryService } from './delivery.service.js';
import { messageList } from './message-list.js';
import { channelsAnswerOf, resendMessage, testChannel } from './messages.service.js';
import type { Outbox } from './outbox.service.js';

const messageCsvColumns: CsvColumn<MessageView>[] = [
  ...fieldColumns<MessageView>('message_id', 'created_at', 'user_id', 'firstname', 'lastname', 'kind'),
  ...fieldColumns<MessageView>('status', 'subject', 'sms'),
  ...(['email', 'sms'] as const).map((channel) => ({
    header: `${channel}_status`,
    value: (m: MessageView) => m.deliveries.find((d) => d.channel === channel)?.status ?? null,
  })),
  {
    header: 'errors',
    value: (m) =>
      m.deliveries
        .filter((d) => d.error)
        .map((d) => `${d.channel}: ${d.error}`)
        .join('; '),
  },
];

export interface MessagesDeps {
  outbox: Outbox;
  delivery: DeliveryService;
  channels: ChannelsConfig;
  /** Asks the delivery job for a run soon. */
  nudge(): void;
}

/**
 * The officials' outbox (docs/decisions/notifications.md, "The officials' outbox"): the officials
 * and the auditor read it; the officials resend and test the channels.
 */
export function messagesRoutes(db: Db, guards: Guards, clock: Clock, deps: MessagesDeps) {
  return moduleRoutes(['messages'], (route, instance) => {
    registerList(instance, db, {
      ...listOperation(operations.messages),
      onRequest: guards.admin,
      tags: ['messages'],
      summary:
        'The outbox: messages left for members with their deliveries, newest first; q finds a member; user_id, status, kind and from..to filter; a message holding a one-time code shows no text',
      list: messageList,
      name: 'messages',
      filter: ({ q, user_id, status, kind, from, to }) => ({ q, user_id, status, kind, from, to }),
      csv: { file: 'messages.csv', columns: messageCsvColumns },
    });

    route(operations.resendMessage, guards.admin, {
      summary: 'Queue a message’s failed deliveries again, from their first attempt; 409 when none failed',
      handler: async (request) => {
        const answer = await resendMessage(db, clock, request.params.messageId, signedInContext(request));
        deps.nudge();
        return answer;
      },
    });

    route(operations.channels, guards.admin, {
      summary: 'Which channels (e-mail, SMS) are set up; never an address, a key or a password',
      handler: async () => channelsAnswerOf(deps.channels),
    });

    route(operations.testChannel, guards.admin, {
      summary:
        'Send one test message to the official asking by e-mail or SMS, tried at once, and say what came of it',
      handler: async (request) =>
        testChannel(db, clock, deps, request.body.channel, signedInContext(request)),
    });
  });
}
