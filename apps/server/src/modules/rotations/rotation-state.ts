import { centsToKes, type RotationView, roundDueOn } from '@links/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { rotationPayments, rotationRounds, rotationSwaps, rotations } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { accountNamesOf } from '../books/index.js';
import { namesOf } from '../directory/directory.service.js';

export type Rotation = typeof rotations.$inferSelect;
export type Round = typeof rotationRounds.$inferSelect;

export const ROTATION_NOT_FOUND = 'Merry-go-round not found.';

/** A rotation with its rounds in order and what each member paid of each (docs/decisions/rotations.md). */
export interface RotationState {
  rotation: Rotation;
  rounds: Round[];
  /** Paid, by round and then member. */
  paid: Map<number, Map<number, number>>;
  members: number[];
}

/** Locks the rotation's row until the transaction ends: its money and swaps change one at a time. */
export async function lockRotation(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: rotations.id })
    .from(rotations)
    .where(eq(rotations.id, id))
    .for('update');
  if (!row) throw notFound(ROTATION_NOT_FOUND);
}

export async function rotationState(db: DbOrTx, id: number): Promise<RotationState> {
  const [rotation] = await db.select().from(rotations).where(eq(rotations.id, id));
  if (!rotation) throw notFound(ROTATION_NOT_FOUND);
  const rounds = await db
    .select()
    .from(rotationRounds)
    .where(eq(rotationRounds.rotationId, id))
    .orderBy(asc(rotationRounds.number));
  const sums = await db
    .select({
      round: rotationPayments.round,
      userId: rotationPayments.userId,
      cents: sql<string>`sum(${rotationPayments.amountCents})::text`,
    })
    .from(rotationPayments)
    .where(eq(rotationPayments.rotationId, id))
    .groupBy(rotationPayments.round, rotationPayments.userId);
  const paid = new Map<number, Map<number, number>>();
  for (const row of sums) {
    const own = paid.get(row.round) ?? new Map<number, number>();
    own.set(row.userId, Number(row.cents));
    paid.set(row.round, own);
  }
  return { rotation, rounds, paid, members: rounds.map((round) => round.recipientId) };
}

/** The round now collecting: the first not yet paid out; undefined once every pot is paid. */
export const openRound = (state: RotationState) => state.rounds.find((round) => round.releasedOn === null);

export const paidOf = (state: RotationState, round: number, userId: number) =>
  state.paid.get(round)?.get(userId) ?? 0;

export const receivedOf = (state: RotationState, round: number) =>
  [...(state.paid.get(round)?.values() ?? [])].reduce((sum, cents) => sum + cents, 0);

/**
 * What a member owes now (docs/decisions/rotations.md, "Paying in"): of every round paid out short of
 * them, and of the open round, the amount per member less what they paid of it.
 */
export function owedNow(state: RotationState, userId: number) {
  const open = openRound(state);
  return state.rounds
    .filter((round) => round.releasedOn !== null || round.number === open?.number)
    .map((round) => ({
      round: round.number,
      owedCents: Math.max(0, state.rotation.amountCents - paidOf(state, round.number, userId)),
    }))
    .filter((round) => round.owedCents > 0);
}

/** GET /rotations/{id}: the schedule, each member's round and what they owe, and the swaps. */
export async function rotationView(db: DbOrTx, id: number): Promise<RotationView> {
  const state = await rotationState(db, id);
  const { rotation, rounds } = state;
  const names = await namesOf(db, state.members);
  const person = (userId: number) => {
    const name = names.get(userId);
    return { user_id: userId, firstname: name?.firstname ?? '', lastname: name?.lastname ?? '' };
  };
  const [account] = await accountNamesOf(db, [rotation.accountId]);
  const open = openRound(state);
  const swaps = await db
    .select()
    .from(rotationSwaps)
    .where(eq(rotationSwaps.rotationId, id))
    .orderBy(asc(rotationSwaps.id));
  const expected = rotation.amountCents * rounds.length;
  return {
    rotation_id: rotation.id,
    name: rotation.name,
    amount_per_member: centsToKes(rotation.amountCents),
    every: rotation.every,
    start_date: rotation.startDate,
    seed: rotation.seed,
    account_id: rotation.accountId,
    account_name: account?.name ?? '',
    status: open ? 'Active' : 'Finished',
    members: rounds.map((round) => ({
      ...person(round.recipientId),
      round: round.number,
      owes: centsToKes(owedNow(state, round.recipientId).reduce((sum, r) => sum + r.owedCents, 0)),
    })),
    rounds: rounds.map((round) => ({
      number: round.number,
      due_on: roundDueOn(rotation.startDate, rotation.every, round.number),
      recipient: person(round.recipientId),
      expected: centsToKes(expected),
      received: centsToKes(receivedOf(state, round.number)),
      status: round.releasedOn !== null ? 'Released' : round.number === open?.number ? 'Open' : 'Upcoming',
      released_on: round.releasedOn,
      released: centsToKes(round.releasedCents),
      shortfall: centsToKes(round.shortfallCents),
    })),
    swaps: swaps.map((swap) => ({
      swap_id: swap.id,
      user_id: swap.userId,
      with_user_id: swap.withUserId,
      status: swap.status,
      consented: swap.consented,
    })),
    created_at: rotation.createdAt.toISOString(),
  };
}

/**
 * The merry-go-rounds still collecting (a round open), each with what each of its members owes now:
 * the meeting sheet's columns (docs/decisions/meetings.md, "Merry-go-rounds on the sheet").
 */
export async function collectingRotations(
  db: DbOrTx,
): Promise<{ id: number; name: string; owed: Map<number, number> }[]> {
  const rows = await db.select({ id: rotations.id }).from(rotations).orderBy(asc(rotations.id));
  const collecting = [];
  for (const row of rows) {
    const state = await rotationState(db, row.id);
    if (!openRound(state)) continue;
    const owed = new Map(
      state.members.map((userId) => [
        userId,
        owedNow(state, userId).reduce((sum, r) => sum + r.owedCents, 0),
      ]),
    );
    collecting.push({ id: row.id, name: state.rotation.name, owed });
  }
  return collecting;
}

/** The names of the given rotations, by id. */
export async function rotationNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rotations.id, name: rotations.name })
    .from(rotations)
    .where(inArray(rotations.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
