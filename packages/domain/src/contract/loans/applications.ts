import { z } from 'zod';
import { pagination } from '../books/contract.js';
import { optionalId, optionalMoneyAccountId, wholeId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { payByMpesaField } from '../payouts/contract.js';
import { amounts, memberRef, nullableId, wireId } from '../wire.js';

/**
 * The wire shapes of loan applications, guarantees, arrears, payoffs and fines
 * (docs/decisions/lending.md, "Fines").
 */

export const loanKinds = ['long_term', 'short_term'] as const;
export const loanKind = z.enum(loanKinds, { error: 'kind must be long_term or short_term' });
export type LoanKindName = z.infer<typeof loanKind>;

export const PURPOSE_MAX = 200;
export const REASON_MAX = 200;
export const GUARANTORS_MAX = 10;

/** Free text, trimmed, without NUL characters; the 422 names the field. */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), `${field} must not contain NUL characters`);

/** Optional free text: left out, null or blank is no text at all. */
const optionalText = (field: string, max: number) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text(field, max).optional(),
  );

const months = z
  .number({ error: 'months must be a whole number of months' })
  .int('months must be a whole number of months')
  .min(1, 'months must be at least 1')
  .max(120, 'months must be at most 120');

/** POST /loan-applications. */
export const loanApplicationBody = z.object({
  kind: loanKind,
  amount: kesAmount('amount', { positive: true }),
  months: z.preprocess((value) => (value === null || value === '' ? undefined : value), months.optional()),
  purpose: text('purpose', PURPOSE_MAX),
  guarantors: z
    .array(wholeId('guarantors'), { error: 'guarantors must be a list of member ids' })
    .max(GUARANTORS_MAX, `At most ${GUARANTORS_MAX} guarantors`)
    .default([]),
  /** An admin applying for a member names them; a member applies for themselves. */
  user_id: optionalId('user_id'),
});
/**
 * A member may ask for at most the group's term for the kind (settings); left out, that term. The
 * problem with `months`, said once for the server's refusal and the Apply for loan form.
 */
export function monthsOverTerm(months: number, term: number, kind: LoanKindName): string | undefined {
  if (months <= term) return undefined;
  return `must be from 1 to ${term} for a ${kind === 'long_term' ? 'long-term' : 'short-term'} loan`;
}

/** What a client sends: KES on the wire. */

/** PATCH /loan-applications/{id}: an admin's decision, made once; the reason is optional either way. */
export const applicationDecisionBody = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('Approved'),
      /** The money account the loan is paid from; the group's default when left out. */
      account_id: optionalMoneyAccountId('account_id'),
      ...payByMpesaField,
      reason: optionalText('reason', REASON_MAX),
    }),
    z.object({ decision: z.literal('Rejected'), reason: optionalText('reason', REASON_MAX) }),
  ],
  { error: 'decision must be Approved or Rejected' },
);

/** PATCH /loan-applications/{id}/guarantees/{userId}: the guarantor's answer. */
export const guaranteeDecisionBody = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('Accepted'), amount: kesAmount('amount', { positive: true }) }),
    z.object({ decision: z.literal('Declined'), amount: z.unknown().optional() }),
  ],
  { error: 'decision must be Accepted or Declined' },
);

/** POST /fines/{id}/waive. */
export const waiveFineBody = z.object({ reason: text('reason', REASON_MAX) });
export type WaiveFineRequest = z.input<typeof waiveFineBody>;

export const applicationStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export const guaranteeStatuses = ['Requested', 'Accepted', 'Declined'] as const;

export const guaranteeView = z.object({
  ...memberRef,
  status: z.enum(guaranteeStatuses),
  /** KES pledged; 0 until accepted. */
  amount: z.number(),
});

export const applicationView = z.object({
  id: wireId,
  ...memberRef,
  kind: loanKind,
  amount: z.number(),
  months: z.number().int(),
  purpose: z.string(),
  status: z.enum(applicationStatuses),
  /** What the member may borrow without guarantors, now (or when it was decided). */
  ...amounts('limit', 'guaranteed', 'shortfall'),
  applied_by: nullableId,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: nullableId,
  reason: z.string().nullable(),
  loan_id: nullableId,
  guarantees: z.array(guaranteeView),
});
export type ApplicationView = z.infer<typeof applicationView>;

export const applicationCreated = z.object({
  application_id: wireId,
  status: z.literal('Pending'),
  ...amounts('limit', 'guaranteed', 'shortfall'),
});
export const applicationsPage = z.object({ applications: z.array(applicationView), pagination });
export const myApplications = z.object({
  applications: z.array(applicationView),
  /** Applications of others that name this member as a guarantor. */
  guarantee_requests: z.array(applicationView),
});
export const applicationDecided = z.object({
  application: applicationView,
  message: z.string(),
});

/** GET /loans/limit/{userId}: what a member may borrow and pledge. */
export const borrowingAnswer = z.object({
  user_id: wireId,
  ...amounts('savings', 'owed'),
  multiplier: z.number(),
  ...amounts('limit', 'free_savings'),
});

export const parBucketView = z.object({
  label: z.string(),
  loans: z.number().int(),
  principal: z.number(),
  share: z.number(),
});
export const arrearsRow = z.object({
  loan_id: wireId,
  kind: loanKind,
  ...memberRef,
  oldest_due_date: z.string(),
  days_past_due: z.number().int(),
  ...amounts('overdue_principal', 'overdue_interest', 'fines', 'principal_outstanding'),
});
export const arrearsAnswer = z.object({
  as_of: z.string(),
  total_outstanding: z.number(),
  buckets: z.array(parBucketView),
  loans: z.array(arrearsRow),
  pagination,
});
export type ArrearsAnswer = z.infer<typeof arrearsAnswer>;

export const overdueAnswer = z.object({
  user_id: wireId,
  ...amounts('overdue_principal', 'overdue_interest', 'fines', 'total'),
  days_past_due: z.number().int(),
});

export const payoffAnswer = z.object({
  loan_id: wireId,
  date: z.string(),
  ...amounts('principal', 'interest', 'fines', 'total'),
});
export type PayoffAnswer = z.infer<typeof payoffAnswer>;

export const fineView = z.object({
  id: wireId,
  ...memberRef,
  loan_id: nullableId,
  kind: z.enum(['late_installment', 'missed_contribution', 'attendance']),
  period: z.string(),
  charged_on: z.string(),
  ...amounts('amount', 'paid', 'waived'),
  status: z.enum(['Owed', 'Paid', 'Waived']),
  waive_reason: z.string().nullable(),
});
export type FineView = z.infer<typeof fineView>;
export const finesPage = z.object({ fines: z.array(fineView), pagination });
export const finesRun = z.object({ as_of: z.string(), charged: z.number().int() });
