import { z } from 'zod';
import { claimTypesInput, claimTypeView } from '../fund-claims/index.js';
import { idParam } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { leftOutOr, requiredText } from '../request-fields.js';
import { nullableId, wireId } from '../wire.js';

/**
 * The kinds of money a group collects from its members (docs/decisions/contribution-kinds.md): savings
 * that belong to the member (lent against, shared out), a pooled fund (not shared out), a fee (the
 * group's income).
 */
export const CONTRIBUTION_KIND_KINDS = ['savings', 'fund', 'fee'] as const;
export type ContributionKindKind = (typeof CONTRIBUTION_KIND_KINDS)[number];

/** How often a kind's expected amount falls due. */
export const EXPECTED_EVERY = ['month', 'meeting'] as const;
export type ExpectedEvery = (typeof EXPECTED_EVERY)[number];

export const CONTRIBUTION_KIND_NAME_MAX = 60;

const kindName = requiredText('name', CONTRIBUTION_KIND_NAME_MAX);
const kindKind = z.enum(CONTRIBUTION_KIND_KINDS, { error: 'kind must be savings, fund or fee' });
const expectedEvery = z.enum(EXPECTED_EVERY, { error: 'expected_every must be month or meeting' });

/**
 * `POST /contribution-kinds`: a name, what kind of money it is, and optionally what each member is
 * expected to bring and how often (a month unless said).
 */
export const createContributionKindBody = z
  .object({
    name: kindName,
    kind: kindKind,
    expected_amount: leftOutOr(kesAmount('expected_amount')),
    expected_every: leftOutOr(expectedEvery),
    /** A fund's types of claim (docs/decisions/fund-claims.md, "Claim types"). */
    claim_types: claimTypesInput.optional(),
  })
  .transform((input) => ({
    ...input,
    expected_every: input.expected_amount ? (input.expected_every ?? 'month') : null,
    claim_types: input.claim_types ?? [],
  }));
export type CreateContributionKindInput = z.output<typeof createContributionKindBody>;

/**
 * `PATCH /contribution-kinds/{id}`: the fields sent change; `expected_amount: null` stops expecting an
 * amount; `active: false` closes the kind to new money. A kind's `kind` never changes: its books
 * account is of that kind.
 */
export const updateContributionKindBody = z
  .object({
    name: kindName.optional(),
    expected_amount: z.unknown().optional(),
    expected_every: expectedEvery.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    claim_types: claimTypesInput.optional(),
  })
  .transform((input, ctx) => {
    let expectedAmount: number | null | undefined;
    if (input.expected_amount === null || input.expected_amount === '') expectedAmount = null;
    else if (input.expected_amount !== undefined) {
      const parsed = kesAmount('expected_amount').safeParse(input.expected_amount);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['expected_amount'] });
        }
        return z.NEVER;
      }
      expectedAmount = parsed.data;
    }
    if (Object.values(input).every((value) => value === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send at least one of name, expected_amount, expected_every, active',
      });
      return z.NEVER;
    }
    return { ...input, expected_amount: expectedAmount };
  });
export type UpdateContributionKindInput = z.output<typeof updateContributionKindBody>;

export const contributionKindParams = z.object({ kindId: idParam('kindId') });

/** A kind as the list answers it; `balance` is what its books account holds today. */
export const contributionKindView = z.object({
  id: wireId,
  name: z.string(),
  kind: z.enum(CONTRIBUTION_KIND_KINDS),
  /** The group's savings as they always were: the kind a `SAVING` item pays into. */
  is_savings: z.boolean(),
  expected_amount: z.number().nullable(),
  expected_every: z.enum(EXPECTED_EVERY).nullable(),
  active: z.boolean(),
  account_id: wireId,
  account_code: z.string(),
  balance: z.number(),
  /** A fund's types of claim; empty for other kinds, and for a fund that takes claims of any kind. */
  claim_types: z.array(claimTypeView),
});
export type ContributionKindView = z.infer<typeof contributionKindView>;

export const contributionKindsAnswer = z.object({ contribution_kinds: z.array(contributionKindView) });
export const contributionKindAnswer = z.object({
  contribution_kind: contributionKindView,
  message: z.string(),
});

/** `GET /users/{userId}/contributions`: what the member has put into each kind. */
export const memberContribution = z.object({
  contribution_kind_id: wireId,
  name: z.string(),
  kind: z.enum(CONTRIBUTION_KIND_KINDS),
  is_savings: z.boolean(),
  expected_amount: z.number().nullable(),
  expected_every: z.enum(EXPECTED_EVERY).nullable(),
  /** Paid in, less what was taken back (a reversal); a fee's is what the member has paid of it. */
  total: z.number(),
});
export type MemberContribution = z.infer<typeof memberContribution>;
export const memberContributionsAnswer = z.object({
  user_id: wireId,
  contributions: z.array(memberContribution),
});
export type MemberContributionsAnswer = z.infer<typeof memberContributionsAnswer>;

/** The kind an item of a transaction pays into; null for `SAVING`, `LTL` and `STL` items. */
export const itemContributionKind = nullableId;
