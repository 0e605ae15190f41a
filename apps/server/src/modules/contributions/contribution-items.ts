import { formatMoney, receivedFromMember } from '@links/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { accountBalance, keepArrivalDate, type MoneyAccount, memberTotalsOn } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { type ContributionKind, kindsByIds } from './contribution-kinds.service.js';

/** An item of a transaction as it asks for a kind: its type and, for a CONTRIBUTION, the kind. */
export interface KindedItem {
  type: string;
  contributionKindId: number | null;
}

/**
 * docs/decisions/contribution-kinds.md, "Items of a kind": a CONTRIBUTION item names a kind of the
 * group that takes money; one naming the savings kind is a SAVING item, as savings always were.
 * Answers the items as they are kept, or refuses the first wrong one naming its field.
 */
export async function keptItems<Item extends KindedItem>(
  db: DbOrTx,
  items: Item[],
  field = 'transaction_items',
): Promise<Item[]> {
  const ids = items.flatMap((item) => (item.contributionKindId === null ? [] : [item.contributionKindId]));
  const kinds = await kindsByIds(db, ids);
  return items.map((item, index) => {
    if (item.type !== 'CONTRIBUTION' || item.contributionKindId === null) return item;
    const kind = kinds.get(item.contributionKindId);
    const path = `${field}.${index}.contribution_kind_id`;
    if (!kind) {
      throw unprocessable(
        'Unknown contribution kind.',
        { [path]: 'Unknown contribution kind' },
        'UNKNOWN_CONTRIBUTION_KIND',
      );
    }
    if (!kind.active) {
      throw unprocessable(
        `${kind.name} no longer takes contributions.`,
        { [path]: `${kind.name} is closed` },
        'CONTRIBUTION_KIND_CLOSED',
      );
    }
    return kind.isSavings ? { ...item, type: 'SAVING', contributionKindId: null } : item;
  });
}

export interface ContributionReceipt {
  kindId: number;
  userId: number;
  amountCents: number;
  transactionItemId: number;
  transactionId: number;
  date: string;
  postedOn?: string;
  money: MoneyAccount;
  createdBy: number;
}

/**
 * Posts an approved CONTRIBUTION item (docs/decisions/contribution-kinds.md, "Books accounts"): Dr the
 * money account, Cr the kind's account on the member's line, under the item's key, so an item is
 * received once.
 */
export async function receiveContribution(tx: Tx, receipt: ContributionReceipt): Promise<void> {
  const kind = (await kindsByIds(tx, [receipt.kindId])).get(receipt.kindId);
  if (!kind) throw new Error(`Contribution kind ${receipt.kindId} is missing`);
  await postEntry(tx, {
    kind: 'item',
    ref: receipt.transactionItemId,
    date: receipt.postedOn ?? receipt.date,
    memo: keepArrivalDate(
      `${kind.name}, transaction TRN-${receipt.transactionId}`,
      receipt.date,
      receipt.postedOn,
    ),
    transactionId: receipt.transactionId,
    lines: receivedFromMember(
      { money: receipt.money.id, into: kind.accountId },
      { userId: receipt.userId },
      receipt.amountCents,
    ),
    createdBy: receipt.createdBy,
  });
}

/**
 * Whether a received contribution can be taken back (docs/decisions/contribution-kinds.md, "Reversing a
 * contribution"): a savings kind's part of the member, or a fund's money, must still hold it; a fee is
 * income and always can.
 */
export async function refuseContributionTakeBack(
  tx: Tx,
  item: { contributionKindId: number | null; amountCents: number },
  userId: number,
  memberName: string,
): Promise<void> {
  if (item.contributionKindId === null) return;
  const kind: ContributionKind | undefined = (await kindsByIds(tx, [item.contributionKindId])).get(
    item.contributionKindId,
  );
  if (!kind || kind.kind === 'fee') return;
  const held =
    kind.kind === 'savings'
      ? ((await memberTotalsOn(tx, [userId], [kind.accountId])).get(userId) ?? 0)
      : -(await accountBalance(tx, kind.accountId));
  if (held < item.amountCents) {
    const whose = kind.kind === 'savings' ? `${memberName}'s ${kind.name}` : kind.name;
    throw conflict(
      `${whose} holds KES ${formatMoney(held)}: taking back KES ${formatMoney(item.amountCents)} would leave it below zero.`,
      'CONTRIBUTION_BELOW_ZERO',
    );
  }
}
