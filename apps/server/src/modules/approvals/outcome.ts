import type { FastifyReply } from 'fastify';
import type { Outcome } from './approvals.service.js';

/**
 * The answer of a money call: the call's own when it acted, else 202 with the request waiting
 * for approval (docs/decisions/approvals.md, "Asking").
 */
export function answerOf<Answer>(reply: FastifyReply, outcome: Outcome<Answer>) {
  if (outcome.done) return outcome.answer;
  reply.code(202);
  return outcome.pending;
}
