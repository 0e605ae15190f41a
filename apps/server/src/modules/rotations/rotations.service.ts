import { randomBytes } from 'node:crypto';
import {
  type Clock,
  type CreateRotationInput,
  centsToKes,
  drawOrder,
  formatKES,
  paginationOf,
  type RotationView,
} from '@links/domain';
import { count, desc, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { rotationRounds, rotations } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { askOrAct, type Outcome } from '../approvals/approvals.service.js';
import type { Execution } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { openRotationAccount, resolveMoneyAccount } from '../books/index.js';
import { activeMemberIds } from '../directory/index.js';
import { requireSettings } from '../settings/settings.service.js';
import { releasePot } from './rotation-money.js';
import { lockRotation, openRound, rotationState, rotationView } from './rotation-state.js';

/**
 * POST /rotations (docs/decisions/rotations.md, "A rotation"): the rotation, its clearing account and
 * one round per member in the order given or drawn from a recorded seed, in one database transaction.
 */
export async function createRotation(db: Db, input: CreateRotationInput, who: SignedInContext) {
  return db.transaction(async (tx) => {
    const active = new Set(await activeMemberIds(tx));
    let order: number[];
    let seed: string | null = null;
    if (input.order === 'random') {
      seed = randomBytes(8).toString('hex');
      order = drawOrder([...active], seed);
    } else {
      order = input.order;
      const index = order.findIndex((id) => !active.has(id));
      if (index >= 0) {
        const field = `order.${index}`;
        throw unprocessable(
          `Member ${order[index]} is not an active member of the group.`,
          { [field]: 'Not an active member' },
          'NOT_A_MEMBER',
        );
      }
    }
    if (order.length < 2)
      throw unprocessable('A rotation needs at least two members.', { order: 'At least two members' });
    const settings = await requireSettings(tx);
    const account = await resolveMoneyAccount(tx, input.account_id, settings.defaultAccountId);
    const clearing = await openRotationAccount(tx, input.name);
    const [row] = await tx
      .insert(rotations)
      .values({
        name: input.name,
        amountCents: input.amount_per_member,
        every: input.every,
        startDate: input.start_date,
        seed,
        accountId: account.id,
        clearingAccountId: clearing,
        createdBy: who.userId,
      })
      .returning();
    const rotation = row!;
    await tx
      .insert(rotationRounds)
      .values(
        order.map((userId, index) => ({ rotationId: rotation.id, number: index + 1, recipientId: userId })),
      );
    await recordAudit(tx, who, {
      action: 'create',
      entity: 'rotation',
      entityId: rotation.id,
      after: {
        name: rotation.name,
        amount_per_member: centsToKes(rotation.amountCents),
        every: rotation.every,
        start_date: rotation.startDate,
        order,
        seed,
        account: account.name,
      },
    });
    const drawn = seed ? `, the order drawn from seed ${seed}` : '';
    return {
      ...(await rotationView(tx, rotation.id)),
      message: `${rotation.name} started with ${order.length} members${drawn}.`,
    };
  });
}

/** GET /rotations: newest first, a page at a time, with each one's open round. */
export async function listRotations(db: DbOrTx, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(rotations);
  const rows = await db
    .select()
    .from(rotations)
    .orderBy(desc(rotations.createdAt), desc(rotations.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const rounds = rows.length
    ? await db
        .select()
        .from(rotationRounds)
        .where(
          inArray(
            rotationRounds.rotationId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return {
    rotations: rows.map((row) => {
      const own = rounds.filter((round) => round.rotationId === row.id).sort((a, b) => a.number - b.number);
      const open = own.find((round) => round.releasedOn === null);
      return {
        rotation_id: row.id,
        name: row.name,
        amount_per_member: centsToKes(row.amountCents),
        every: row.every,
        status: open ? ('Active' as const) : ('Finished' as const),
        members: own.length,
        open_round: open?.number ?? null,
        recipient_id: open?.recipientId ?? null,
      };
    }),
    pagination: paginationOf(page, perPage, total?.n ?? 0),
  };
}

/**
 * The officials' release of the open round's pot with what was collected (the `rotation_release`
 * kind's use case, docs/decisions/rotations.md, "The pot").
 */
export async function releaseOpenPot(
  db: Db,
  rotationId: number,
  round: number,
  run: Execution,
): Promise<RotationView & { message: string }> {
  return db.transaction(async (tx) => {
    await lockRotation(tx, rotationId);
    const state = await rotationState(tx, rotationId);
    if (openRound(state)?.number !== round) {
      throw conflict(`Round ${round} of this merry-go-round has been paid out already.`, 'ROUND_RELEASED');
    }
    const released = await releasePot(tx, state, run.today, run.context);
    const short =
      released.shortfall > 0 ? `; ${formatKES(released.shortfall)} short, owed by who did not pay` : '';
    return {
      ...(await rotationView(tx, rotationId)),
      message: `Round ${released.round} paid out: ${formatKES(released.received)}${short}.`,
    };
  });
}

/** POST /rotations/{id}/release: asks the quorum to pay the open round's pot out now. */
export async function askRelease(
  db: Db,
  clock: Clock,
  rotationId: number,
  context: SignedInContext,
): Promise<Outcome<RotationView & { message: string }>> {
  const state = await rotationState(db, rotationId);
  const open = openRound(state);
  if (!open) throw conflict('Every pot of this merry-go-round has been paid.', 'ROTATION_FINISHED');
  return askOrAct(db, clock, 'rotation_release', { rotation_id: rotationId, round: open.number }, context);
}
