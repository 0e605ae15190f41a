import { isoDateInGroupZone, withdrawalPaidMessage, withdrawalRejectedMessage } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { tellMoneyOut } from '../money-out/index.js';
import { createOutbox, type Outbox } from '../outbox/index.js';
import type { WithdrawalRow } from './views.js';

/**
 * The member is told through the outbox when their withdrawal is paid or rejected
 * (docs/decisions/withdrawals.md, "Statuses"), and every other member when it is paid
 * (docs/decisions/notifications.md, "Money out"). The server hands its outbox over at start; a script
 * without one leaves the message in the table only.
 */
let serverOutbox: Outbox | undefined;

export function useWithdrawalOutbox(outbox: Outbox): void {
  serverOutbox = outbox;
}

const outboxAt = (now: Date): Outbox =>
  serverOutbox ?? createOutbox({ now: () => now, today: () => isoDateInGroupZone(now) });

export async function tellPaid(
  tx: DbOrTx,
  row: WithdrawalRow,
  accountName: string,
  run: { now: Date; approverIds: readonly number[] },
) {
  const outbox = outboxAt(run.now);
  const paidOn = row.paidOn ?? row.requestedOn;
  await outbox.leave(tx, {
    userId: row.userId,
    kind: 'withdrawal_paid',
    eventKey: `withdrawal:${row.id}:paid`,
    link: '/my-withdrawals',
    text: (language) =>
      withdrawalPaidMessage(language, {
        amountCents: row.amountCents,
        accountName,
        paidOn,
        reason: row.reason,
      }),
  });
  await tellMoneyOut(tx, outbox, {
    kind: 'withdrawal',
    id: row.id,
    amountCents: row.amountCents,
    date: paidOn,
    memberId: row.userId,
    purpose: row.reason,
    approverIds: run.approverIds,
  });
}

export async function tellRejected(tx: DbOrTx, row: WithdrawalRow, reason: string, now: Date) {
  await outboxAt(now).leave(tx, {
    userId: row.userId,
    kind: 'withdrawal_rejected',
    eventKey: `withdrawal:${row.id}:rejected`,
    link: '/my-withdrawals',
    text: (language) =>
      withdrawalRejectedMessage(language, {
        amountCents: row.amountCents,
        requestedOn: row.requestedOn,
        reason,
      }),
  });
}
