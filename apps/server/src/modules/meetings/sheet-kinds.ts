import { type Cents, cents, centsToKes, type SaveSheetInput } from '@links/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { meetingEntryContributions } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import {
  type ContributionKind,
  expectedContributions,
  kindsByIds,
  sheetKinds,
} from '../contributions/index.js';
import type { Meeting } from './sheet-rows.js';

/**
 * The sheet's columns of the kinds of contribution besides savings (docs/decisions/meetings.md, "Kinds
 * of contribution on the sheet"): each row's amount and expected amount of each kind.
 */

/** A row's kinds: by kind, what it brought and was expected to bring. */
export type RowKinds = Map<number, { amount: Cents; expected: Cents }>;

/** Every row's kinds of a meeting, by member. */
export async function kindRowsOf(db: DbOrTx, meetingId: number): Promise<Map<number, RowKinds>> {
  const rows = await db
    .select()
    .from(meetingEntryContributions)
    .where(eq(meetingEntryContributions.meetingId, meetingId))
    .orderBy(asc(meetingEntryContributions.userId), asc(meetingEntryContributions.contributionKindId));
  const byUser = new Map<number, RowKinds>();
  for (const row of rows) {
    const own = byUser.get(row.userId) ?? new Map();
    own.set(row.contributionKindId, { amount: cents(row.amountCents), expected: cents(row.expectedCents) });
    byUser.set(row.userId, own);
  }
  return byUser;
}

/**
 * The kinds a sheet has columns for: a draft's every open kind (and any its rows already hold); a
 * submitted sheet's the kinds its rows hold.
 */
export async function columnsOf(
  db: DbOrTx,
  meeting: Meeting,
  rows: Map<number, RowKinds>,
): Promise<ContributionKind[]> {
  const held = new Set([...rows.values()].flatMap((kinds) => [...kinds.keys()]));
  const open = meeting.status === 'Draft' ? await sheetKinds(db) : [];
  const missing = [...held].filter((id) => !open.some((kind) => kind.id === id));
  const others = [...(await kindsByIds(db, missing)).values()];
  return [...open, ...others].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The columns' figures of a row, in the columns' order. */
export function rowKindsView(columns: ContributionKind[], kinds: RowKinds | undefined) {
  return columns.map((kind) => {
    const figures = kinds?.get(kind.id);
    return {
      contribution_kind_id: kind.id,
      amount: centsToKes(figures?.amount ?? 0),
      expected: centsToKes(figures?.expected ?? 0),
    };
  });
}

/** A row's amounts by kind, for the sheet's arithmetic. */
export const amountsByKind = (kinds: RowKinds | undefined): Map<number, Cents> =>
  new Map([...(kinds ?? [])].map(([id, figures]) => [id, figures.amount]));

/**
 * When a meeting opens: each member's expected amount of each open kind, typed in as what they
 * brought, as savings and the loans are.
 */
export async function openKindRows(tx: Tx, meeting: Meeting, userIds: number[]): Promise<void> {
  const kinds = await sheetKinds(tx);
  if (kinds.length === 0 || userIds.length === 0) return;
  const expected = await expectedContributions(tx, userIds, kinds, meeting.heldOn);
  await tx.insert(meetingEntryContributions).values(
    userIds.flatMap((userId) =>
      kinds.map((kind) => {
        const due = expected.get(userId)?.get(kind.id) ?? 0;
        return {
          meetingId: meeting.id,
          userId,
          contributionKindId: kind.id,
          amountCents: due,
          expectedCents: due,
        };
      }),
    ),
  );
}

/**
 * A save's kinds: each must be an open kind besides savings (422 naming the field), and a row that
 * sends its kinds has exactly those (a kind left out is 0).
 */
export async function saveKindRows(tx: Tx, meetingId: number, input: SaveSheetInput): Promise<void> {
  // A kind closed since the sheet opened keeps its column on this sheet.
  const held = [...(await kindRowsOf(tx, meetingId)).values()].flatMap((kinds) => [...kinds.keys()]);
  const open = new Map<number, unknown>((await sheetKinds(tx)).map((kind) => [kind.id, kind]));
  for (const id of held) open.set(id, id);
  const sent = input.entries.flatMap((row, index) =>
    row.contributions === undefined ? [] : [{ row, index, kinds: row.contributions }],
  );
  for (const { index, kinds } of sent) {
    for (const [at, kind] of kinds.entries()) {
      if (!open.has(kind.contribution_kind_id)) {
        const field = `entries.${index}.contributions.${at}.contribution_kind_id`;
        const problem = 'Not an open kind of contribution of the sheet (savings has its own column).';
        throw unprocessable(problem, { [field]: problem }, 'UNKNOWN_CONTRIBUTION_KIND');
      }
    }
  }
  for (const { row, kinds } of sent) {
    const amounts = new Map(kinds.map((kind) => [kind.contribution_kind_id, kind.amount as number]));
    const values = [...open.keys()].map((kindId) => ({
      meetingId,
      userId: row.user_id,
      contributionKindId: kindId,
      amountCents: amounts.get(kindId) ?? 0,
    }));
    await tx
      .insert(meetingEntryContributions)
      .values(values)
      .onConflictDoUpdate({
        target: [
          meetingEntryContributions.groupId,
          meetingEntryContributions.meetingId,
          meetingEntryContributions.userId,
          meetingEntryContributions.contributionKindId,
        ],
        set: { amountCents: sql`excluded.amount_cents` },
      });
  }
}

/** What each meeting's rows brought of the kinds besides savings, for the list. */
export async function kindTotalsOf(db: DbOrTx, meetingIds: number[]): Promise<Map<number, number>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .select({
      meetingId: meetingEntryContributions.meetingId,
      total: sql<string>`sum(${meetingEntryContributions.amountCents})::text`,
    })
    .from(meetingEntryContributions)
    .where(and(inArray(meetingEntryContributions.meetingId, meetingIds)))
    .groupBy(meetingEntryContributions.meetingId);
  return new Map(rows.map((row) => [row.meetingId, Number(row.total)]));
}
