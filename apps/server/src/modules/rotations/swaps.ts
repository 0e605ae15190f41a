import type { AskSwapInput } from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rotationRounds, rotationSwaps } from '../../db/schema.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { lockRotation, type RotationState, rotationState, rotationView } from './rotation-state.js';

/**
 * Swaps (docs/decisions/rotations.md, "Swaps"): two members exchange their rounds once both have
 * agreed; a member asking for their own swap agrees by asking. Only rounds not yet paid out move.
 */

const roundOf = (state: RotationState, userId: number, field: string) => {
  const round = state.rounds.find((r) => r.recipientId === userId);
  if (!round)
    throw unprocessable(
      'This member is not in that merry-go-round.',
      { [field]: 'Not in the rotation' },
      'NOT_IN_ROTATION',
    );
  if (round.releasedOn !== null) {
    throw conflict('A round whose pot has been paid out cannot be swapped.', 'ROUND_RELEASED');
  }
  return round;
};

/** Exchanges the two members' rounds: each round keeps its number and what was paid into it. */
async function exchange(
  tx: Tx,
  rotationId: number,
  a: { number: number; userId: number },
  b: { number: number; userId: number },
) {
  const at = (number: number) =>
    and(eq(rotationRounds.rotationId, rotationId), eq(rotationRounds.number, number));
  await tx.update(rotationRounds).set({ recipientId: b.userId }).where(at(a.number));
  await tx.update(rotationRounds).set({ recipientId: a.userId }).where(at(b.number));
}

async function completeIfAgreed(
  tx: Tx,
  state: RotationState,
  swap: typeof rotationSwaps.$inferSelect,
  who: SignedInContext,
) {
  const agreed = swap.consented.includes(swap.userId) && swap.consented.includes(swap.withUserId);
  if (!agreed) return false;
  const a = roundOf(state, swap.userId, 'user_id');
  const b = roundOf(state, swap.withUserId, 'with_user_id');
  await exchange(
    tx,
    state.rotation.id,
    { number: a.number, userId: swap.userId },
    { number: b.number, userId: swap.withUserId },
  );
  await tx.update(rotationSwaps).set({ status: 'Done' }).where(eq(rotationSwaps.id, swap.id));
  await recordAudit(tx, who, {
    action: 'swap',
    entity: 'rotation',
    entityId: state.rotation.id,
    before: { [swap.userId]: a.number, [swap.withUserId]: b.number },
    after: { [swap.userId]: b.number, [swap.withUserId]: a.number },
  });
  return true;
}

/** POST /rotations/{id}/swaps: a member for themselves, or an official for any two members. */
export async function askSwap(
  db: Db,
  rotationId: number,
  input: AskSwapInput,
  who: SignedInContext,
  official: boolean,
) {
  if (!official && input.user_id !== who.userId && input.with_user_id !== who.userId) {
    throw forbidden('You can only ask to swap your own round.');
  }
  return db.transaction(async (tx) => {
    await lockRotation(tx, rotationId);
    const state = await rotationState(tx, rotationId);
    roundOf(state, input.user_id, 'user_id');
    roundOf(state, input.with_user_id, 'with_user_id');
    const consented = [input.user_id, input.with_user_id].filter((id) => id === who.userId);
    const [swap] = await tx
      .insert(rotationSwaps)
      .values({
        rotationId,
        userId: input.user_id,
        withUserId: input.with_user_id,
        askedBy: who.userId,
        consented,
      })
      .returning();
    await recordAudit(tx, who, {
      action: 'ask_swap',
      entity: 'rotation',
      entityId: rotationId,
      after: { swap_id: swap!.id, user_id: input.user_id, with_user_id: input.with_user_id },
    });
    return {
      ...(await rotationView(tx, rotationId)),
      message: 'Swap asked: it is done once both members agree.',
    };
  });
}

/** POST /rotations/{id}/swaps/{swapId}/consent: one of the two members agrees. */
export async function consentSwap(db: Db, rotationId: number, swapId: number, who: SignedInContext) {
  return db.transaction(async (tx) => {
    await lockRotation(tx, rotationId);
    const [swap] = await tx
      .select()
      .from(rotationSwaps)
      .where(and(eq(rotationSwaps.id, swapId), eq(rotationSwaps.rotationId, rotationId)));
    if (!swap) throw notFound('Swap not found.');
    if (swap.status !== 'Asked')
      throw conflict(`This swap is already ${swap.status.toLowerCase()}.`, 'SWAP_DECIDED');
    if (who.userId !== swap.userId && who.userId !== swap.withUserId) {
      throw forbidden('Only the two members of a swap agree to it.');
    }
    const consented = [...new Set([...swap.consented, who.userId])];
    await tx.update(rotationSwaps).set({ consented }).where(eq(rotationSwaps.id, swap.id));
    const done = await completeIfAgreed(tx, await rotationState(tx, rotationId), { ...swap, consented }, who);
    const message = done
      ? 'Swap done: the two rounds are exchanged.'
      : 'Agreed: the swap waits for the other member.';
    return { ...(await rotationView(tx, rotationId)), message };
  });
}
