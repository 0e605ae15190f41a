import { shareOutMessage } from '@links/domain';
import type { Tx } from '../../db/client.js';
import type { RequestContext } from '../audit/audit.service.js';
import type { MoneyAccount } from '../books/index.js';
import { tellMoneyOut } from '../money-out/index.js';
import { outboxAt } from '../outbox/index.js';
import type { NamedPlan } from './share-out-plan.js';

/**
 * Who is told of a share-out (docs/decisions/notifications.md, "Kinds" and "Money out"), in its
 * transaction: each member of their line (share, tax withheld, where it was paid), and, when it was
 * paid in cash, every active member of the money that left the group.
 */
export async function tellShareOut(
  tx: Tx,
  share: {
    id: number;
    plan: NamedPlan;
    account: MoneyAccount | null;
    today: string;
    who: RequestContext;
    approverIds: readonly number[];
  },
) {
  const outbox = outboxAt(share.who.at);
  const { plan, account } = share;
  const paid =
    account === null ? { to: 'savings' as const } : { to: 'cash' as const, accountName: account.name };
  await outbox.leaveMany(
    tx,
    plan.lines.map((line) => ({
      userId: line.userId,
      kind: 'share_out' as const,
      eventKey: `share_out:${share.id}`,
      link: '/statement',
      text: (language) =>
        shareOutMessage(language, {
          from: plan.terms.from,
          to: plan.terms.to,
          shareCents: line.share,
          taxCents: line.withholding,
          paid,
        }),
    })),
  );
  if (account === null) return;
  await tellMoneyOut(tx, outbox, {
    kind: 'share_out_cash',
    id: share.id,
    amountCents: plan.totalNet,
    date: share.today,
    memberId: null,
    purpose: account.name,
    approverIds: share.approverIds,
  });
}
