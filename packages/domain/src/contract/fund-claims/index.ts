import { z } from 'zod';
import { idParam, optionalId, wholeId } from '../ids.js';
import { listQuery, paginationSchema, userIdFilter } from '../lists.js';
import { kesAmount } from '../money-schema.js';
import { optionalText, requiredText } from '../request-fields.js';
import { amounts, memberRef, nullableId, wireId } from '../wire.js';

/**
 * Claims on a fund (docs/decisions/fund-claims.md): a member's bereavement or hospital bill paid from
 * the welfare fund, under the quorum like every payout.
 */

export const FUND_CLAIM_STATUSES = ['Requested', 'Paid', 'Rejected'] as const;
export type FundClaimStatus = (typeof FUND_CLAIM_STATUSES)[number];

export const CLAIM_REASON_MAX = 200;
export const CLAIM_TYPE_MAX = 40;
export const CLAIM_DOCUMENT_MAX = 200;
export const CLAIM_TYPES_MAX = 12;

/** One type of claim a fund pays, and the most one claim of it may be (docs/decisions/fund-claims.md, "Claim types"). */
export const claimTypeInput = z.object({
  name: requiredText('name', CLAIM_TYPE_MAX),
  limit: kesAmount('limit', { positive: true }),
});
export const claimTypesInput = z
  .array(claimTypeInput, { error: 'claim_types must be a list' })
  .max(CLAIM_TYPES_MAX, `claim_types must hold at most ${CLAIM_TYPES_MAX} types`)
  .superRefine((types, ctx) => {
    const seen = new Set<string>();
    for (const [index, type] of types.entries()) {
      const key = type.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'A claim type is named once' });
      seen.add(key);
    }
  });
export type ClaimTypeInput = z.output<typeof claimTypeInput>;
export const claimTypeView = z.object({ name: z.string(), limit: z.number() });

/**
 * POST /fund-claims: whose claim (a member for themselves, an official for anyone), on which fund, of
 * which type (when the fund has types), why, how much, from which money account (the group's default
 * when left out), and the document it rests on (a reference such as a burial permit's number).
 */
export const createFundClaimBody = z.object({
  contribution_kind_id: wholeId('contribution_kind_id'),
  user_id: wholeId('user_id'),
  claim_type: optionalText('claim_type', CLAIM_TYPE_MAX),
  reason: requiredText('reason', CLAIM_REASON_MAX),
  amount: kesAmount('amount', { positive: true }),
  account_id: optionalId('account_id'),
  document: optionalText('document', CLAIM_DOCUMENT_MAX),
});
export type CreateFundClaimInput = z.output<typeof createFundClaimBody>;

export const rejectFundClaimBody = z.object({ reason: requiredText('reason', CLAIM_REASON_MAX) });
export const fundClaimParams = z.object({ claimId: idParam('claimId') });

export const fundClaimView = z
  .object({
    claim_id: wireId,
    contribution_kind_id: wireId,
    fund_name: z.string(),
    ...memberRef,
    claim_type: z.string().nullable(),
    reason: z.string(),
    document: z.string().nullable(),
    ...amounts('amount'),
    account_id: wireId,
    account_name: z.string(),
    status: z.enum(FUND_CLAIM_STATUSES),
    requested_on: z.string(),
    paid_on: z.string().nullable(),
    requested_by: nullableId,
    decided_by: nullableId,
    rejection_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'FundClaim' });
export type FundClaimView = z.infer<typeof fundClaimView>;

export const fundClaimAnswer = fundClaimView.extend({ message: z.string() });
export type FundClaimAnswer = z.infer<typeof fundClaimAnswer>;

export const FUND_CLAIM_SORTS = ['created_at', 'amount'] as const;

/** GET /fund-claims: newest first; one fund's, one status's, one member's (a member sees their own). */
export const fundClaimListQuery = listQuery(FUND_CLAIM_SORTS, '-created_at', {
  ...userIdFilter,
  contribution_kind_id: optionalId('contribution_kind_id'),
  status: z.enum(FUND_CLAIM_STATUSES, { error: 'status must be Requested, Paid or Rejected' }).optional(),
});
export type FundClaimListQuery = z.output<typeof fundClaimListQuery>;

export const fundClaimsPage = z.object({ claims: z.array(fundClaimView), pagination: paginationSchema });
