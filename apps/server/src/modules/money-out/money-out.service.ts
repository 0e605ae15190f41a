import { fullName, type MoneyOutKind, moneyOutMessage } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { namesOf } from '../directory/directory.service.js';
import { activeMemberIds } from '../directory/index.js';
import type { Outbox } from '../outbox/index.js';

/** A payout or write-off of the group's money (docs/decisions/notifications.md, "Money out"). */
export interface MoneyOut {
  kind: MoneyOutKind;
  /** What names it among its kind: the withdrawal's, expense's or share-out's id, the exit's entry. */
  id: number;
  amountCents: number;
  date: string;
  /** The member it was paid to or whose loan it wrote off, who hears of it by their own message. */
  memberId: number | null;
  purpose: string;
  /** The officials who approved it, in the order they did. */
  approverIds: readonly number[];
}

/**
 * Tells every active member of a payout of the group's money, in the payout's transaction: one
 * message each, `money_out:<kind>:<id>`, so a retried payout tells no one twice; the member it was
 * paid to hears of it by their own message instead. Left in bulk: a group of hundreds is a few
 * statements. Answers how many were told.
 */
export async function tellMoneyOut(tx: DbOrTx, outbox: Outbox, event: MoneyOut): Promise<number> {
  if (event.amountCents <= 0) return 0;
  const named = [...new Set([...(event.memberId === null ? [] : [event.memberId]), ...event.approverIds])];
  const names = await namesOf(tx, named);
  const nameOf = (id: number) => {
    const name = names.get(id);
    return name ? fullName(name) : `member ${id}`;
  };
  const figures = {
    kind: event.kind,
    amountCents: event.amountCents,
    date: event.date,
    memberName: event.memberId === null ? null : nameOf(event.memberId),
    purpose: event.purpose,
    approvedBy: event.approverIds.map(nameOf),
  };
  const eventKey = `money_out:${event.kind}:${event.id}`;
  const members = (await activeMemberIds(tx)).filter((id) => id !== event.memberId);
  const left = await outbox.leaveMany(
    tx,
    members.map((userId) => ({
      userId,
      kind: 'money_out' as const,
      link: '/group-money',
      eventKey,
      text: (language) => moneyOutMessage(language, figures),
    })),
  );
  return left.length;
}
