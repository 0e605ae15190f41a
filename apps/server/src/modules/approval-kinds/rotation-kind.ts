import { z } from 'zod';
import { answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import { releaseOpenPot } from '../rotations/index.js';

/**
 * A merry-go-round's pot paid out before every member has paid (docs/decisions/rotations.md, "The
 * pot"): the round's recipient is the beneficiary and never counts towards the quorum; one pending
 * request per round.
 */
export const rotationReleaseKind = defineKind({
  payload: z.object({ rotation_id: stored.id, round: stored.id }),
  execute: (db, payload, run) => releaseOpenPot(db, payload.rotation_id, payload.round, run),
  about: (payload, answer) => {
    const round = answer.rounds.find((r) => r.number === payload.round);
    return {
      summary: `${answer.name}: round ${payload.round}'s pot to ${round ? `${round.recipient.firstname} ${round.recipient.lastname}` : 'its recipient'}`,
      amount: answerCents(round?.released ?? 0),
      beneficiaryId: round?.recipient.user_id ?? null,
      subject: `rotation:${payload.rotation_id}:${payload.round}`,
      reference: referenceTo('rotation', payload.rotation_id),
    };
  },
});
