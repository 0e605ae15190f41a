import { borrowingLimit, type Cents, cents, freeSavings, pledgeHeld } from '@links/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { otherSavingsOf } from '../contributions/index.js';
import { amountOwedBy, loanColumns, loanJoin } from '../loans/index.js';
import { savingsOf } from '../savings/savings.service.js';

/** Accepted pledges with what each still holds (`heldOf`), in the order they were given. */
const acceptedPledges = (db: DbOrTx, who: SQL) =>
  db
    .select({
      guarantorId: loanGuarantees.guarantorId,
      borrowerId: loanApplications.userId,
      loanId: loanApplications.loanId,
      pledge: loanGuarantees.amountCents,
      status: loanApplications.status,
      lent: loanColumns.lent,
      outstanding: loanColumns.outstanding,
    })
    .from(loanGuarantees)
    .innerJoin(loanApplications, eq(loanApplications.id, loanGuarantees.applicationId))
    .leftJoin(...loanJoin(loanApplications.loanId))
    .where(and(who, eq(loanGuarantees.status, 'Accepted')))
    .orderBy(loanGuarantees.id);

type PledgeRow = Awaited<ReturnType<typeof acceptedPledges>>[number];

/** What one accepted pledge still holds: in full while pending, in proportion once lent, none after. */
function heldOf(row: PledgeRow): Cents {
  if (row.status === 'Pending') return cents(row.pledge);
  if (row.status === 'Approved' && row.lent !== null && row.outstanding !== null) {
    return pledgeHeld(cents(row.pledge), cents(row.lent), cents(row.outstanding));
  }
  return cents(0);
}

/**
 * The savings each member's pledges hold (docs/decisions/lending.md, "Guarantors"): an accepted pledge on a
 * pending application in full, on an approved one in proportion to the principal still owed, none once it is
 * cleared or the application was rejected. Pledged savings cannot be pledged again; a withdrawal (the
 * share-out) must leave them in the account.
 */
export async function pledgesHeldBy(db: DbOrTx, userIds: number[]): Promise<Map<number, Cents>> {
  const held = new Map(userIds.map((id) => [id, cents(0)]));
  if (userIds.length === 0) return held;
  for (const row of await acceptedPledges(db, inArray(loanGuarantees.guarantorId, userIds))) {
    held.set(row.guarantorId, cents((held.get(row.guarantorId) ?? 0) + heldOf(row)));
  }
  return held;
}

export interface BorrowingPosition {
  userId: number;
  hasSavings: boolean;
  savings: Cents;
  owed: Cents;
  pledged: Cents;
  limit: Cents;
  free: Cents;
}

/** Each member's savings, what they owe and pledge, their borrowing limit and their free savings. */
export async function borrowingPositions(
  db: DbOrTx,
  userIds: number[],
  multiplierX100: number,
): Promise<Map<number, BorrowingPosition>> {
  const savings = await savingsOf(db, userIds);
  // docs/decisions/contribution-kinds.md, "What counts as savings".
  const otherSavings = await otherSavingsOf(db, userIds);
  const owed = await amountOwedBy(db, userIds);
  const pledged = await pledgesHeldBy(db, userIds);
  return new Map(
    userIds.map((userId) => {
      const saved = cents((savings.get(userId)?.balanceCents ?? 0) + (otherSavings.get(userId) ?? 0));
      const owes = cents(owed.get(userId) ?? 0);
      const pledges = pledged.get(userId) ?? cents(0);
      return [
        userId,
        {
          userId,
          hasSavings: savings.has(userId),
          savings: saved,
          owed: owes,
          pledged: pledges,
          limit: borrowingLimit(saved, owes, multiplierX100),
          free: freeSavings(saved, owes, pledges),
        },
      ];
    }),
  );
}

/** One pledge still held for a loan (or a pending application), with the guarantor and the borrower. */
export interface HeldPledge {
  guarantorId: number;
  borrowerId: number;
  loanId: number | null;
  held: Cents;
}

/**
 * The pledges still held, as `pledgesHeldBy` counts them, that a member holds for others
 * (`{ guarantorId }`) or others hold for a member (`{ borrowerId }`): what a member's exit must know
 * (docs/decisions/member-exits.md, "Pledges").
 */
export async function heldPledges(
  db: DbOrTx,
  who: { guarantorId: number } | { borrowerId: number },
): Promise<HeldPledge[]> {
  const rows = await acceptedPledges(
    db,
    'guarantorId' in who
      ? eq(loanGuarantees.guarantorId, who.guarantorId)
      : eq(loanApplications.userId, who.borrowerId),
  );
  return rows.flatMap((row) => {
    const held = heldOf(row);
    return held > 0
      ? [{ guarantorId: row.guarantorId, borrowerId: row.borrowerId, loanId: row.loanId, held }]
      : [];
  });
}
