import {
  centsToKes,
  formatKES,
  fullName,
  paidOutOf,
  receivedFromMember,
  shareAmongRounds,
} from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { rotationPayments, rotationRounds } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import type { RequestContext } from '../audit/audit.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { findMoneyAccount, lockAccounts, type MoneyAccount } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { namesOf } from '../directory/directory.service.js';
import { chargeFine } from '../fines/fines.service.js';
import { getSettings } from '../settings/settings.service.js';
import { tellPotPaid } from './notices.js';
import {
  lockRotation,
  openRound,
  owedNow,
  paidOf,
  type RotationState,
  receivedOf,
  rotationState,
} from './rotation-state.js';

/**
 * The most a member may pay into a rotation now (docs/decisions/rotations.md, "Paying in"): what they
 * owe; a payment of someone not in it, or above that, is refused at entry as at approval.
 */
export async function refuseRotationPayment(
  db: DbOrTx,
  rotationId: number,
  userId: number,
  amountCents: number,
  field: string,
  name?: string,
) {
  const state = await rotationState(db, rotationId);
  if (!state.members.includes(userId)) {
    const message = `${name ?? 'This member'} is not in that merry-go-round.`;
    throw unprocessable(message, { [field]: message }, 'NOT_IN_ROTATION');
  }
  const owed = owedNow(state, userId).reduce((sum, round) => sum + round.owedCents, 0);
  if (amountCents > owed) {
    const message = `A merry-go-round payment may be at most what ${name ?? 'the member'} owes now: ${formatKES(owed)}.`;
    throw unprocessable(message, { [field]: message }, 'ROTATION_ABOVE_OWED');
  }
}

export interface RotationReceipt {
  rotationId: number;
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
 * An approved ROTATION item (docs/decisions/rotations.md, "Paying in"): with the rotation locked, it
 * pays the member's oldest rounds owed first; the entry posts it into the clearing account; a part
 * for a round already paid out goes on to that round's recipient at once; and when every member has
 * paid the open round, its pot is paid to its recipient.
 */
export async function receiveRotationPayment(
  tx: Tx,
  receipt: RotationReceipt,
  context: RequestContext,
): Promise<void> {
  await lockRotation(tx, receipt.rotationId);
  const state = await rotationState(tx, receipt.rotationId);
  const parts = shareAmongRounds(owedNow(state, receipt.userId), receipt.amountCents);
  if (!parts)
    await refuseRotationPayment(tx, receipt.rotationId, receipt.userId, receipt.amountCents, 'rotation_id');
  const on = receipt.postedOn ?? receipt.date;
  await postEntry(tx, {
    kind: 'item',
    ref: receipt.transactionItemId,
    date: on,
    memo: `Merry-go-round ${state.rotation.name}, transaction TRN-${receipt.transactionId}`,
    transactionId: receipt.transactionId,
    lines: receivedFromMember(
      { money: receipt.money.id, into: state.rotation.clearingAccountId },
      { userId: receipt.userId },
      receipt.amountCents,
    ),
    createdBy: receipt.createdBy,
  });
  await tx.insert(rotationPayments).values(
    parts!.map((part) => ({
      transactionItemId: receipt.transactionItemId,
      rotationId: receipt.rotationId,
      round: part.round,
      userId: receipt.userId,
      amountCents: part.cents,
    })),
  );
  for (const part of parts!) {
    const round = state.rounds.find((r) => r.number === part.round)!;
    if (round.releasedOn === null) continue;
    await payOut(tx, state, round.number, part.cents, on, `${receipt.transactionItemId}`, context);
  }
  const after = await rotationState(tx, receipt.rotationId);
  const open = openRound(after);
  if (open && receivedOf(after, open.number) === after.rotation.amountCents * after.members.length) {
    await releasePot(tx, after, on, context);
  }
}

/** Pays `cents` of a round out of the clearing account to its recipient, from the rotation's money account. */
async function payOut(
  tx: Tx,
  state: RotationState,
  round: number,
  cents: number,
  on: string,
  ref: string,
  context: RequestContext,
) {
  const money = await findMoneyAccount(tx, state.rotation.accountId);
  if (!money)
    throw new Error(`Rotation ${state.rotation.id} pays out of an account that is not a money account`);
  await lockAccounts(tx, [state.rotation.clearingAccountId, money.id]);
  const recipient = state.rounds.find((r) => r.number === round)!.recipientId;
  const name = (await namesOf(tx, [recipient])).get(recipient);
  return postEntry(tx, {
    kind: 'rotation-release',
    ref: `${state.rotation.id}-${round}-${ref}`,
    date: on,
    memo: `Merry-go-round ${state.rotation.name}, round ${round} to ${name ? fullName(name) : `member ${recipient}`}`,
    lines: paidOutOf({ from: state.rotation.clearingAccountId, money: money.id }, cents),
    createdBy: context.userId ?? undefined,
  });
}

/**
 * Pays the open round's pot to its recipient (docs/decisions/rotations.md, "The pot"): what was
 * collected of it. A member who paid less of it owes the rest, and is fined the group's
 * missed-contribution fine; the round is Released.
 */
export async function releasePot(tx: Tx, state: RotationState, on: string, context: RequestContext) {
  const open = openRound(state);
  if (!open)
    throw unprocessable('Every pot of this merry-go-round has been paid.', undefined, 'ROTATION_FINISHED');
  const received = receivedOf(state, open.number);
  const expected = state.rotation.amountCents * state.members.length;
  const entryId = received > 0 ? await payOut(tx, state, open.number, received, on, 'pot', context) : null;
  await tx
    .update(rotationRounds)
    .set({ releasedOn: on, releasedCents: received, shortfallCents: expected - received, entryId })
    .where(and(eq(rotationRounds.rotationId, state.rotation.id), eq(rotationRounds.number, open.number)));
  const defaulters = state.members.filter(
    (userId) => paidOf(state, open.number, userId) < state.rotation.amountCents,
  );
  const fine = (await getSettings(tx))?.contributionFineCents ?? 0;
  if (fine > 0) {
    for (const userId of defaulters) {
      const charge = {
        chargeKey: `rotation:${state.rotation.id}:${open.number}:${userId}`,
        userId,
        loanId: null,
        kind: 'missed_contribution' as const,
        period: `rotation:${state.rotation.id}:${open.number}`,
        chargedOn: on,
        amountCents: fine,
      };
      await chargeFine(tx, charge, context);
    }
  }
  if (received > 0) {
    await tellPotPaid(
      tx,
      {
        rotationId: state.rotation.id,
        rotationName: state.rotation.name,
        round: open.number,
        recipientId: open.recipientId,
        amountCents: received,
        shortfallCents: expected - received,
        on,
      },
      context.at,
    );
  }
  await recordAudit(tx, context, {
    action: 'release',
    entity: 'rotation',
    entityId: state.rotation.id,
    memberId: open.recipientId,
    after: {
      name: state.rotation.name,
      round: open.number,
      amount: centsToKes(received),
      shortfall: centsToKes(expected - received),
      defaulters,
      released_on: on,
      entry_id: entryId,
    },
  });
  return { round: open.number, received, shortfall: expected - received };
}

/**
 * A reversal of an approved ROTATION item (docs/decisions/rotations.md, "Paying in"): its parts come
 * off the rounds it paid while their pots are not yet paid out; once one is, it stays (409).
 */
export async function takeBackRotationPayment(tx: Tx, transactionItemId: number): Promise<void> {
  const parts = await tx
    .select()
    .from(rotationPayments)
    .where(eq(rotationPayments.transactionItemId, transactionItemId));
  const [first] = parts;
  if (!first) return;
  await lockRotation(tx, first.rotationId);
  const state = await rotationState(tx, first.rotationId);
  if (parts.some((part) => state.rounds.find((r) => r.number === part.round)?.releasedOn !== null)) {
    throw conflict(
      'This payment went into a pot that has been paid out: it cannot be taken back.',
      'ROUND_RELEASED',
    );
  }
  await tx.delete(rotationPayments).where(eq(rotationPayments.transactionItemId, transactionItemId));
}
