import { z } from 'zod';
import { ROTATION_EVERY } from '../../engine/rotations/rotation.js';
import { idParam, optionalId, wholeId } from '../ids.js';
import { pageQuery, paginationSchema } from '../lists.js';
import { kesAmount } from '../money-schema.js';
import { calendarDate, requiredText } from '../request-fields.js';
import { nullableId, wireId } from '../wire.js';

/**
 * The merry-go-round (docs/decisions/rotations.md): each round every member pays the same amount and
 * one member, in an agreed order, takes the pot.
 */

export const ROTATION_NAME_MAX = 60;
export const ROTATION_MEMBERS_MAX = 500;

/**
 * POST /rotations: the order is the members' ids, first to take the pot first, or `"random"` for an
 * order drawn from a seed the server records and shows to all.
 */
export const createRotationBody = z.object({
  name: requiredText('name', ROTATION_NAME_MAX),
  amount_per_member: kesAmount('amount_per_member', { positive: true }),
  every: z.enum(ROTATION_EVERY, { error: 'every must be meeting, week or month' }),
  start_date: calendarDate('start_date'),
  order: z.union(
    [
      z.literal('random'),
      z
        .array(wholeId('order'), { error: 'order must be a list of member ids or "random"' })
        .min(2, 'A rotation needs at least two members')
        .max(ROTATION_MEMBERS_MAX, `A rotation has at most ${ROTATION_MEMBERS_MAX} members`)
        .refine((ids) => new Set(ids).size === ids.length, 'A member is in the order once'),
    ],
    { error: 'order must be a list of member ids or "random"' },
  ),
  /** The money account the pot is paid out of (the group's default when left out). */
  account_id: optionalId('account_id'),
});
export type CreateRotationInput = z.output<typeof createRotationBody>;

export const rotationParams = z.object({ rotationId: idParam('rotationId') });
export const swapParams = z.object({ rotationId: idParam('rotationId'), swapId: idParam('swapId') });

/** POST /rotations/{id}/swaps: two members' rounds to exchange. */
export const askSwapBody = z
  .object({ user_id: wholeId('user_id'), with_user_id: wholeId('with_user_id') })
  .refine((swap) => swap.user_id !== swap.with_user_id, {
    message: 'A member cannot swap with themselves',
    path: ['with_user_id'],
  });
export type AskSwapInput = z.output<typeof askSwapBody>;

const person = z.object({ user_id: wireId, firstname: z.string(), lastname: z.string() });

export const rotationRound = z.object({
  number: z.number().int(),
  due_on: z.string().nullable(),
  recipient: person,
  /** What the round is to collect: the amount per member, from every member. */
  expected: z.number(),
  received: z.number(),
  status: z.enum(['Upcoming', 'Open', 'Released']),
  released_on: z.string().nullable(),
  /** What was paid out; with `shortfall`, what was missing when it was released. */
  released: z.number(),
  shortfall: z.number(),
});

export const rotationMember = person.extend({
  /** Their round: the pot is theirs on it. */
  round: z.number().int(),
  /** What they owe now: the open round's amount and any round released short of them. */
  owes: z.number(),
});

export const rotationView = z
  .object({
    rotation_id: wireId,
    name: z.string(),
    amount_per_member: z.number(),
    every: z.enum(ROTATION_EVERY),
    start_date: z.string(),
    /** The seed a random order was drawn from, shown to all; null for an order the officials gave. */
    seed: z.string().nullable(),
    account_id: wireId,
    account_name: z.string(),
    status: z.enum(['Active', 'Finished']),
    members: z.array(rotationMember),
    rounds: z.array(rotationRound),
    swaps: z.array(
      z.object({
        swap_id: wireId,
        user_id: wireId,
        with_user_id: wireId,
        status: z.enum(['Asked', 'Done', 'Withdrawn']),
        consented: z.array(wireId),
      }),
    ),
    created_at: z.string(),
  })
  .meta({ id: 'Rotation' });
export type RotationView = z.infer<typeof rotationView>;

export const rotationAnswer = rotationView.extend({ message: z.string() });

export const rotationSummary = z.object({
  rotation_id: wireId,
  name: z.string(),
  amount_per_member: z.number(),
  every: z.enum(ROTATION_EVERY),
  status: z.enum(['Active', 'Finished']),
  members: z.number().int(),
  open_round: z.number().int().nullable(),
  recipient_id: nullableId,
});
export const rotationsPage = z.object({ rotations: z.array(rotationSummary), pagination: paginationSchema });
export const rotationListQuery = pageQuery;
