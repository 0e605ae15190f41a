import { fullName } from '@links/domain';
import { z } from 'zod';
import { answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import { payWithdrawal } from '../withdrawals/index.js';

/**
 * A withdrawal's payout (docs/decisions/withdrawals.md, "Payout"): the member is the beneficiary and
 * never counts towards the quorum; one pending request per withdrawal.
 */
export const withdrawalKind = defineKind({
  payload: z.object({ withdrawal_id: stored.id }),
  execute: (db, payload, run) => payWithdrawal(db, payload.withdrawal_id, run),
  about: (payload, answer) => ({
    summary: `Withdrawal of savings for ${fullName(answer)}: ${answer.reason}`,
    amount: answerCents(answer.amount),
    beneficiaryId: answer.user_id,
    subject: `withdrawal:${payload.withdrawal_id}`,
    reference: referenceTo('withdrawal', payload.withdrawal_id),
  }),
});
