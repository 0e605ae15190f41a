import { fullName } from '@links/domain';
import { z } from 'zod';
import { answerCents, defineKind, referenceTo, stored } from '../approvals/index.js';
import { payClaim } from '../fund-claims/index.js';

/**
 * A claim's payout (docs/decisions/fund-claims.md, "Paying a claim"): the claimant is the beneficiary
 * and never counts towards the quorum; one pending request per claim.
 */
export const fundClaimKind = defineKind({
  payload: z.object({ claim_id: stored.id }),
  execute: (db, payload, run) => payClaim(db, payload.claim_id, run),
  about: (payload, answer) => ({
    summary: `${answer.fund_name} claim for ${fullName(answer)}: ${answer.claim_type ? `${answer.claim_type}, ` : ''}${answer.reason}`,
    amount: answerCents(answer.amount),
    beneficiaryId: answer.user_id,
    subject: `fund_claim:${payload.claim_id}`,
    reference: referenceTo('fund_claim', payload.claim_id),
  }),
});
