import { addDaysIso, addMonthsClamped } from '../dates.js';
import { type Cents, cents } from '../money.js';

/**
 * The merry-go-round's arithmetic (docs/decisions/rotations.md): the rounds' days, an order drawn from
 * a recorded seed, and how a member's payment is shared among the rounds they owe.
 */

export const ROTATION_EVERY = ['meeting', 'week', 'month'] as const;
export type RotationEvery = (typeof ROTATION_EVERY)[number];

/**
 * The day round `number` (1, 2, …) falls due: a week or a month after the one before, from the
 * start; a round of a rotation that turns at each meeting falls at the meeting, so has no day of its own.
 */
export function roundDueOn(start: string, every: RotationEvery, number: number): string | null {
  if (every === 'week') return addDaysIso(start, 7 * (number - 1));
  if (every === 'month') return addMonthsClamped(start, number - 1);
  return null;
}

/** A 32-bit hash of the seed's text (FNV-1a), the generator's starting state. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The order a rotation draws from `seed` (docs/decisions/rotations.md, "The order"): the members by id
 * shuffled by a generator (mulberry32) started from the seed, so anyone with the seed and the members
 * can draw it again and find the same order.
 */
export function drawOrder(userIds: readonly number[], seed: string): number[] {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = [...userIds].sort((a, b) => a - b);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** What a member still owes of one round. */
export interface RoundOwed {
  round: number;
  owedCents: number;
}

/**
 * docs/decisions/rotations.md, "Paying in": a payment pays the oldest round owed first, each up to
 * what is owed of it. Answers each round's part, or undefined when the payment is more than is owed
 * in all.
 */
export function shareAmongRounds(
  owed: readonly RoundOwed[],
  amountCents: number,
): { round: number; cents: Cents }[] | undefined {
  const total = owed.reduce((sum, round) => sum + round.owedCents, 0);
  if (amountCents > total) return undefined;
  let left = amountCents;
  const parts: { round: number; cents: Cents }[] = [];
  for (const round of [...owed].sort((a, b) => a.round - b.round)) {
    if (left === 0) break;
    const part = Math.min(left, round.owedCents);
    if (part > 0) parts.push({ round: round.round, cents: cents(part) });
    left -= part;
  }
  return parts;
}
