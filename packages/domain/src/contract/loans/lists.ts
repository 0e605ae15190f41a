import { z } from 'zod';
import { optionalId } from '../ids.js';
import {
  dateParam,
  documentLanguageParam,
  listFormatParam,
  listQuery,
  pageQuery,
  paginationSchema,
  periodListQuery,
  searchParam,
  sortParam,
  userIdFilter,
} from '../lists.js';
import { applicationStatuses } from './applications.js';
import { loanPaymentRow, loanRow } from './contract.js';

export const LOAN_STATUSES = ['Uncleared', 'Cleared'] as const;
export const LOAN_SORTS = ['created_at', 'date_issued', 'due_date', 'loan_amount', 'amount_due'] as const;

/**
 * GET /all-loans and /all-shorttermloans with any list parameter: `q` finds a member by name or
 * a loan by its number; `status` Uncleared or Cleared (either case, as short-term loans show it);
 * `user_id` one member's loans; `from`..`to` bound the issue date. Without any of them the call
 * answers every loan, as the spec's screens first asked.
 */
export const loanListQuery = periodListQuery(LOAN_SORTS, '-created_at', {
  status: z
    .enum(['Uncleared', 'Cleared', 'uncleared', 'cleared'], {
      error: 'status must be Uncleared or Cleared',
    })
    .optional()
    .transform((status) =>
      status === 'uncleared' ? 'Uncleared' : status === 'cleared' ? 'Cleared' : status,
    ),
  ...userIdFilter,
});
export type LoanListQuery = z.output<typeof loanListQuery>;
export type LoanListInput = z.input<typeof loanListQuery>;

/**
 * The answer: every loan (no list parameter), or one page with its `pagination`
 * (docs/decisions/wire.md, "Pages of a list").
 */
export const loanListAnswer = z.object({ loans: z.array(loanRow), pagination: paginationSchema.optional() });
export type LoanListAnswer = z.infer<typeof loanListAnswer>;

export const LOAN_PAYMENT_SORTS = ['created_at', 'transaction_amount'] as const;

/**
 * GET /loan-payments/long-term and /short-term with any list parameter: `q` finds a member by
 * name; `user_id` and `loan_id` narrow to one member or one loan; `from`..`to` bound the payment
 * day (in the group's zone).
 */
export const loanPaymentListQuery = periodListQuery(LOAN_PAYMENT_SORTS, '-created_at', {
  ...userIdFilter,
  loan_id: optionalId('loan_id'),
});
export type LoanPaymentListQuery = z.output<typeof loanPaymentListQuery>;
export type LoanPaymentListInput = z.input<typeof loanPaymentListQuery>;

export const loanPaymentListAnswer = z.object({
  payments: z.array(loanPaymentRow),
  pagination: paginationSchema.optional(),
});
export type LoanPaymentListAnswer = z.infer<typeof loanPaymentListAnswer>;

export const ARREARS_SORTS = ['days_past_due', 'overdue', 'principal_outstanding'] as const;
/** The PAR buckets as `?bucket=` names them, in the order of `parBuckets`. */
export const ARREARS_BUCKETS = ['1-30', '31-60', '61-90', 'over-90'] as const;
/**
 * GET /loans/arrears: a page of late loans as of a day (today when absent); `q` finds a member,
 * `bucket` keeps one PAR bucket, `sort` by days past due (most first by default), the amount overdue
 * or the principal outstanding; `format=csv` downloads them all.
 */
export const arrearsQuery = pageQuery.extend({
  as_of: dateParam('as_of'),
  q: searchParam,
  bucket: z
    .enum(ARREARS_BUCKETS, { error: `bucket must be one of ${ARREARS_BUCKETS.join(', ')}` })
    .optional(),
  sort: sortParam(ARREARS_SORTS, '-days_past_due'),
  format: listFormatParam,
  lang: documentLanguageParam,
});
export type ArrearsQuery = z.output<typeof arrearsQuery>;

export const APPLICATION_SORTS = ['created_at', 'amount'] as const;
/**
 * GET /loan-applications: a page of applications, newest first; `status` keeps one status.
 * GET /loan-applications/mine: the caller's applications and guarantee requests; `status` keeps one
 * status, `q` finds a borrower, `sort` by the day applied (newest first) or the amount; `format=csv`
 * downloads the caller's own applications with those filters.
 */
export const applicationListQuery = listQuery(APPLICATION_SORTS, '-created_at', {
  status: z.enum(applicationStatuses, { error: 'status must be Pending, Approved or Rejected' }).optional(),
});
export const myApplicationListQuery = applicationListQuery.omit({ page: true, per_page: true });
export type ApplicationListQuery = z.output<typeof applicationListQuery>;

export const FINE_SORTS = ['charged_on', 'amount'] as const;
const fineStatus = z.enum(['owed'], { error: 'status must be owed' }).optional();
/**
 * GET /fines/user/{userId}: a page of a member's fines; `status=owed` keeps those still owed; `q`
 * finds a member; `sort` by the day charged (newest first by default) or the amount; `format=csv`.
 */
export const memberFineListQuery = listQuery(FINE_SORTS, '-charged_on', { status: fineStatus });
/** GET /fines: a page of fines; `user_id` keeps one member's. */
export const fineListQuery = memberFineListQuery.extend(userIdFilter);
export type FineListQuery = z.output<typeof fineListQuery>;
