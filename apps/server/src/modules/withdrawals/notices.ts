import { formatDate, formatKES, isoDateInGroupZone } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { createOutbox, type Outbox, plainText } from '../outbox/index.js';
import type { WithdrawalRow } from './views.js';

/**
 * The member is told through the outbox when their withdrawal is paid or rejected
 * (docs/decisions/withdrawals.md, "Statuses"). The server hands its outbox over at start; a script
 * without one leaves the message in the table only.
 */
let serverOutbox: Outbox | undefined;

export function useWithdrawalOutbox(outbox: Outbox): void {
  serverOutbox = outbox;
}

const outboxAt = (now: Date): Outbox =>
  serverOutbox ?? createOutbox({ now: () => now, today: () => isoDateInGroupZone(now) });

export async function tellPaid(tx: DbOrTx, row: WithdrawalRow, accountName: string, now: Date) {
  await outboxAt(now).leave(tx, {
    userId: row.userId,
    kind: 'withdrawal_paid',
    text: plainText(
      'Your withdrawal was paid',
      `${formatKES(row.amountCents)} of your savings was paid out to you from ${accountName} on ${formatDate(row.paidOn ?? row.requestedOn)} (${row.reason}).`,
    ),
  });
}

export async function tellRejected(tx: DbOrTx, row: WithdrawalRow, reason: string, now: Date) {
  await outboxAt(now).leave(tx, {
    userId: row.userId,
    kind: 'withdrawal_rejected',
    text: plainText(
      'Your withdrawal was not approved',
      `Your withdrawal of ${formatKES(row.amountCents)} asked for on ${formatDate(row.requestedOn)} was rejected: ${reason}. Your savings are unchanged.`,
    ),
  });
}
