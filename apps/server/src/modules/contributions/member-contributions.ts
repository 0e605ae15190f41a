import { type Cents, centsToKes, expectedAtMeeting, type MemberContribution } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contributionKinds } from '../../db/schema.js';
import {
  type MemberAccountLine,
  memberAccountTotalsBetween,
  memberLinesOn,
  memberTotalsOn,
} from '../books/index.js';
import { requireUser } from '../directory/directory.service.js';
import { memberSavingsCents } from '../savings/savings.service.js';
import { allKinds, type ContributionKind } from './contribution-kinds.service.js';

/**
 * GET /users/{userId}/contributions (docs/decisions/contribution-kinds.md, "Each member's part"): what the
 * member has put into each kind. Savings is their savings balance; another kind is their lines on its
 * account. A closed kind shows while the member has something in it.
 */
export async function memberContributions(db: DbOrTx, userId: number): Promise<MemberContribution[]> {
  await requireUser(db, userId);
  const kinds = await allKinds(db);
  const others = kinds.filter((kind) => !kind.isSavings);
  const lines = await memberLinesOn(
    db,
    userId,
    others.map((kind) => kind.accountId),
  );
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.accountId, (totals.get(line.accountId) ?? 0) + line.amountCents);
  const savings = await memberSavingsCents(db, userId);
  return kinds.flatMap((kind) => {
    const total = kind.isSavings ? savings : (totals.get(kind.accountId) ?? 0);
    if (!kind.active && total === 0) return [];
    return [
      {
        contribution_kind_id: kind.id,
        name: kind.name,
        kind: kind.kind,
        is_savings: kind.isSavings,
        expected_amount: kind.expectedCents === null ? null : centsToKes(kind.expectedCents),
        expected_every: kind.expectedEvery,
        total: centsToKes(total),
      },
    ];
  });
}

/** The kinds other than savings, with the member's lines on each up to `to`: the statement's sections. */
export async function memberKindLines(
  db: DbOrTx,
  userId: number,
  to: string,
): Promise<{ kind: ContributionKind; lines: MemberAccountLine[] }[]> {
  const kinds = (await allKinds(db)).filter((kind) => !kind.isSavings);
  const lines = await memberLinesOn(
    db,
    userId,
    kinds.map((kind) => kind.accountId),
    to,
  );
  return kinds.flatMap((kind) => {
    const own = lines.filter((line) => line.accountId === kind.accountId);
    return own.length > 0 ? [{ kind, lines: own }] : [];
  });
}

/**
 * What each member has in the savings kinds besides savings, together: what their borrowing limit
 * counts beside their savings (docs/decisions/contribution-kinds.md, "What counts as savings").
 */
export async function otherSavingsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  return memberTotalsOn(db, userIds, await otherSavingsAccountIds(db));
}

/**
 * The books accounts of the savings kinds besides savings: members' money that counts with their
 * savings (docs/decisions/contribution-kinds.md, "What counts as savings").
 */
export async function otherSavingsAccountIds(db: DbOrTx): Promise<number[]> {
  const accounts = await db
    .select({ accountId: contributionKinds.accountId, isSavings: contributionKinds.isSavings })
    .from(contributionKinds)
    .where(eq(contributionKinds.kind, 'savings'));
  return accounts.filter((row) => !row.isSavings).map((row) => row.accountId);
}

/** The member's part of each savings kind besides savings, by books account (what leaves at an exit). */
export async function otherSavingsByAccount(
  db: DbOrTx,
  userId: number,
): Promise<{ accountId: number; amountCents: number }[]> {
  const parts = [];
  for (const accountId of await otherSavingsAccountIds(db)) {
    const amountCents = (await memberTotalsOn(db, [userId], [accountId])).get(userId) ?? 0;
    if (amountCents !== 0) parts.push({ accountId, amountCents });
  }
  return parts;
}

/** The kinds the meeting sheet has a column for: every open kind besides savings. */
export async function sheetKinds(db: DbOrTx): Promise<ContributionKind[]> {
  return (await allKinds(db)).filter((kind) => kind.active && !kind.isSavings);
}

/**
 * What each member is expected to bring of each kind to a meeting on `date`
 * (docs/decisions/meetings.md, "Kinds of contribution on the sheet"): by member, then kind.
 */
export async function expectedContributions(
  db: DbOrTx,
  userIds: number[],
  kinds: ContributionKind[],
  date: string,
): Promise<Map<number, Map<number, Cents>>> {
  const monthly = kinds.filter((kind) => kind.expectedEvery === 'month');
  const paid = await memberAccountTotalsBetween(
    db,
    userIds,
    monthly.map((kind) => kind.accountId),
    `${date.slice(0, 7)}-01`,
    date,
  );
  return new Map(
    userIds.map((userId) => [
      userId,
      new Map(
        kinds.map((kind) => [kind.id, expectedAtMeeting(kind, paid.get(userId)?.get(kind.accountId) ?? 0)]),
      ),
    ]),
  );
}
