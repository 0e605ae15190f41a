import { type Clock, formatKES, fullName } from '@links/domain';
import { z } from 'zod';
import { answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import { requireUser } from '../directory/directory.service.js';
import { exitMember } from '../members/exit.service.js';
import { createOutbox } from '../outbox/index.js';

/**
 * A member's exit (docs/decisions/approvals.md, "Kinds"; docs/decisions/member-exits.md): money goes out
 * (the refund) and a shortfall may be written off, so it needs the quorum; the member is its beneficiary.
 */
const exitPayload = z.object({
  user_id: stored.id,
  date: stored.date,
  account_id: stored.id.optional(),
  pay_by_mpesa: z.boolean().optional(),
  reason: stored.text,
});

export const memberExitKind = defineKind({
  payload: exitPayload,
  execute: (db, payload, run) => {
    const clock: Clock = { now: () => run.now, today: () => run.today };
    return db.transaction(async (tx) => {
      const answer = await exitMember(tx, clock, run.context, createOutbox(clock), payload, run.approverIds);
      const user = await requireUser(tx, payload.user_id);
      return { ...answer, name: fullName(user) };
    });
  },
  about: (payload, answer) => ({
    summary: `Exit of ${answer.name}${answer.refund > 0 ? `: refund ${formatKES(answerCents(answer.refund))}${payload.pay_by_mpesa ? ' by M-Pesa' : ''}` : ''}`,
    amount: answer.refund > 0 ? answerCents(answer.refund) : null,
    beneficiaryId: payload.user_id,
    subject: `exit:${payload.user_id}`,
    reference: referenceTo('user', payload.user_id),
  }),
});
