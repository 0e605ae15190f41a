import { type Cents, cents, centsToKes, type SaveSheetInput } from '@links/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { meetingEntryRotations } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import { collectingRotations, rotationNames } from '../rotations/index.js';
import type { Meeting } from './sheet-rows.js';

/**
 * The sheet's columns of the merry-go-rounds collecting (docs/decisions/meetings.md, "Merry-go-rounds
 * on the sheet"): what each member paid into each and what they owed it when the sheet opened.
 */

export type RowRotations = Map<number, { amount: Cents; expected: Cents }>;

export async function rotationRowsOf(db: DbOrTx, meetingId: number): Promise<Map<number, RowRotations>> {
  const rows = await db
    .select()
    .from(meetingEntryRotations)
    .where(eq(meetingEntryRotations.meetingId, meetingId))
    .orderBy(asc(meetingEntryRotations.userId), asc(meetingEntryRotations.rotationId));
  const byUser = new Map<number, RowRotations>();
  for (const row of rows) {
    const own = byUser.get(row.userId) ?? new Map();
    own.set(row.rotationId, { amount: cents(row.amountCents), expected: cents(row.expectedCents) });
    byUser.set(row.userId, own);
  }
  return byUser;
}

/**
 * A draft's columns: the rotations collecting now, and any its rows hold; a submitted sheet's, those
 * its rows hold. Each with who is in it: its members now, or the rows that hold it.
 */
export async function rotationColumnsOf(db: DbOrTx, meeting: Meeting, rows: Map<number, RowRotations>) {
  const held = new Set([...rows.values()].flatMap((own) => [...own.keys()]));
  const collecting = meeting.status === 'Draft' ? await collectingRotations(db) : [];
  const ids = [...new Set([...collecting.map((r) => r.id), ...held])].sort((a, b) => a - b);
  const names = await rotationNames(db, ids);
  return ids.map((id) => {
    const members = new Set(collecting.find((r) => r.id === id)?.owed.keys() ?? []);
    for (const [userId, own] of rows) if (own.has(id)) members.add(userId);
    return { rotation_id: id, name: names.get(id) ?? '', members };
  });
}

export const rowRotationsView = (
  columns: { rotation_id: number; members: Set<number> }[],
  userId: number,
  own: RowRotations | undefined,
) =>
  columns.map((column) => {
    const figures = own?.get(column.rotation_id);
    return {
      rotation_id: column.rotation_id,
      amount: centsToKes(figures?.amount ?? 0),
      expected: centsToKes(figures?.expected ?? 0),
      member: column.members.has(userId),
    };
  });

export const amountsByRotation = (own: RowRotations | undefined): Map<number, Cents> =>
  new Map([...(own ?? [])].map(([id, figures]) => [id, figures.amount]));

/** When a meeting opens: what each member owes each rotation they are in, typed in. */
export async function openRotationRows(tx: Tx, meetingId: number, userIds: number[]): Promise<void> {
  const values = (await collectingRotations(tx)).flatMap((rotation) =>
    userIds
      .filter((userId) => rotation.owed.has(userId))
      .map((userId) => {
        const owed = rotation.owed.get(userId) ?? 0;
        return { meetingId, userId, rotationId: rotation.id, amountCents: owed, expectedCents: owed };
      }),
  );
  if (values.length > 0) await tx.insert(meetingEntryRotations).values(values);
}

/**
 * A save's rotations: each must be collecting (or already on the sheet) and the member in it, else
 * 422 naming the field; a row that sends them has exactly those (one left out is 0).
 */
export async function saveRotationRows(tx: Tx, meetingId: number, input: SaveSheetInput): Promise<void> {
  const collecting = new Map((await collectingRotations(tx)).map((r) => [r.id, r]));
  for (const [index, row] of input.entries.entries()) {
    if (row.rotations === undefined) continue;
    for (const [at, paid] of row.rotations.entries()) {
      const rotation = collecting.get(paid.rotation_id);
      if (!rotation || (paid.amount > 0 && !rotation.owed.has(row.user_id))) {
        const field = `entries.${index}.rotations.${at}.rotation_id`;
        const problem = rotation
          ? 'This member is not in that merry-go-round.'
          : 'Not a merry-go-round collecting now.';
        throw unprocessable(problem, { [field]: problem }, 'NOT_IN_ROTATION');
      }
    }
    const amounts = new Map(row.rotations.map((paid) => [paid.rotation_id, paid.amount as number]));
    const values = [...collecting.values()]
      .filter((rotation) => rotation.owed.has(row.user_id))
      .map((rotation) => ({
        meetingId,
        userId: row.user_id,
        rotationId: rotation.id,
        amountCents: amounts.get(rotation.id) ?? 0,
      }));
    if (values.length === 0) continue;
    await tx
      .insert(meetingEntryRotations)
      .values(values)
      .onConflictDoUpdate({
        target: [
          meetingEntryRotations.groupId,
          meetingEntryRotations.meetingId,
          meetingEntryRotations.userId,
          meetingEntryRotations.rotationId,
        ],
        set: { amountCents: sql`excluded.amount_cents` },
      });
  }
}

/** What each meeting's rows paid into the merry-go-rounds, for the list. */
export async function rotationTotalsOf(db: DbOrTx, meetingIds: number[]): Promise<Map<number, number>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .select({
      meetingId: meetingEntryRotations.meetingId,
      total: sql<string>`sum(${meetingEntryRotations.amountCents})::text`,
    })
    .from(meetingEntryRotations)
    .where(inArray(meetingEntryRotations.meetingId, meetingIds))
    .groupBy(meetingEntryRotations.meetingId);
  return new Map(rows.map((row) => [row.meetingId, Number(row.total)]));
}
