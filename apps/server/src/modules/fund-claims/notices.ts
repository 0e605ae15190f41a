import { fundClaimPaidMessage, fundClaimRejectedMessage, isoDateInGroupZone } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { tellMoneyOut } from '../money-out/index.js';
import { createOutbox, type Outbox } from '../outbox/index.js';
import type { FundClaimRow } from './views.js';

/**
 * docs/decisions/fund-claims.md, "The member is told": the claimant when their claim is paid or
 * rejected, and every other member when it is paid (docs/decisions/notifications.md, "Money out").
 */
let serverOutbox: Outbox | undefined;

export function useFundClaimOutbox(outbox: Outbox): void {
  serverOutbox = outbox;
}

const outboxAt = (now: Date): Outbox =>
  serverOutbox ?? createOutbox({ now: () => now, today: () => isoDateInGroupZone(now) });

export async function tellClaimPaid(
  tx: DbOrTx,
  row: FundClaimRow,
  fundName: string,
  run: { now: Date; approverIds: readonly number[] },
) {
  const outbox = outboxAt(run.now);
  const paidOn = row.paidOn ?? row.requestedOn;
  await outbox.leave(tx, {
    userId: row.userId,
    kind: 'fund_claim_paid',
    eventKey: `fund-claim:${row.id}:paid`,
    link: '/fund-claims',
    text: (language) =>
      fundClaimPaidMessage(language, {
        fundName,
        amountCents: row.amountCents,
        on: paidOn,
        reason: row.reason,
      }),
  });
  await tellMoneyOut(tx, outbox, {
    kind: 'fund_claim',
    id: row.id,
    amountCents: row.amountCents,
    date: paidOn,
    memberId: row.userId,
    purpose: row.claimType ? `${row.claimType}: ${row.reason}` : row.reason,
    approverIds: run.approverIds,
  });
}

export async function tellClaimRejected(
  tx: DbOrTx,
  row: FundClaimRow,
  fundName: string,
  reason: string,
  now: Date,
) {
  await outboxAt(now).leave(tx, {
    userId: row.userId,
    kind: 'fund_claim_rejected',
    eventKey: `fund-claim:${row.id}:rejected`,
    link: '/fund-claims',
    text: (language) =>
      fundClaimRejectedMessage(language, {
        fundName,
        amountCents: row.amountCents,
        on: row.requestedOn,
        reason,
      }),
  });
}
