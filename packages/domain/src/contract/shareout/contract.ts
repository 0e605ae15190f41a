import { z } from 'zod';
import { SHARE_OUT_METHODS } from '../../engine/shareout/basis.js';
import { pagination } from '../books/contract.js';
import { optionalMoneyAccountId } from '../ids.js';
import { listFormatParam, pageQuery, sortParam } from '../lists.js';
import { rateFraction } from '../loans/rate-schema.js';
import { isoDateSchema } from '../money-schema.js';
import { payByMpesaField } from '../payouts/contract.js';

/** The wire shapes of the share-out (docs/share-out.md), used by the server's routes and the web's calls. */

export const SHARE_OUT_PAYOUTS = ['to_savings', 'cash'] as const;
export type ShareOutPayout = (typeof SHARE_OUT_PAYOUTS)[number];
export const shareOutPayoutLabels: Record<ShareOutPayout, string> = {
  to_savings: 'Into savings',
  cash: 'In cash',
};

/** 0.05 is the rate withheld on dividends in Kenya; the web form suggests it. */
export const KENYA_DIVIDEND_WITHHOLDING = 0.05;

/** A withholding rate: a fraction from 0 to 1 (0.05 for 5%) in basis points; left out it is 0. */
const withholdingRate = rateFraction('withholding_rate', { allowZero: true, whenLeftOut: 0 });

const periodFields = {
  from: isoDateSchema('from'),
  to: isoDateSchema('to'),
  method: z.enum(SHARE_OUT_METHODS, { error: 'method must be proportional or time_weighted' }),
  withholding_rate: withholdingRate,
};
const fromNotAfterTo = (input: { from: string; to: string }) => input.from <= input.to;
const periodMessage = { message: 'from must not be after to', path: ['from'] };

/** `POST /share-outs/preview`: the rate is read into basis points. */
export const shareOutPreviewRequestSchema = z.object(periodFields).refine(fromNotAfterTo, periodMessage);

/** `POST /share-outs`: the preview's terms and how the members are paid. */
export const shareOutCommitRequestSchema = z
  .object({
    ...periodFields,
    payout: z.enum(SHARE_OUT_PAYOUTS, { error: 'payout must be to_savings or cash' }),
    account_id: optionalMoneyAccountId('account_id'),
    ...payByMpesaField,
  })
  .refine(fromNotAfterTo, periodMessage)
  .refine((input) => input.payout === 'cash' || input.account_id === undefined, {
    message: 'account_id is only for a cash payout',
    path: ['account_id'],
  })
  .refine((input) => input.payout === 'cash' || input.pay_by_mpesa !== true, {
    message: 'pay_by_mpesa is only for a cash payout',
    path: ['pay_by_mpesa'],
  });

const money = z.number();
const method = z.enum(SHARE_OUT_METHODS);

/** One member's line: the basis (KES, or KES-months for the time-weighted method), share, tax and net. */
export const shareOutMemberLine = z.object({
  user_id: z.number().int(),
  name: z.string(),
  basis: money,
  share: money,
  withholding: money,
  net: money,
});
export type ShareOutMemberLine = z.infer<typeof shareOutMemberLine>;

const terms = {
  from: z.string(),
  to: z.string(),
  method,
  withholding_rate: z.number(),
  distributable: money,
  total_basis: money,
};
const totals = {
  members: z.array(shareOutMemberLine),
  total_share: money,
  total_withholding: money,
  total_net: money,
};

/** `POST /share-outs/preview`: the figures a commit of the same terms would post. */
export const shareOutPreviewAnswer = z.object({ ...terms, ...totals });
export type ShareOutPreview = z.infer<typeof shareOutPreviewAnswer>;

const committed = {
  id: z.number().int(),
  payout: z.enum(SHARE_OUT_PAYOUTS),
  /** The money account a cash payout left; null when paid to savings. */
  account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The day the shares were paid (the date of their journal entry). */
  paid_on: z.string(),
  created_at: z.string(),
  entry_id: z.number().int(),
};

/** A committed share-out with every member's line (`GET /share-outs/{id}`). */
export const shareOutView = z.object({ ...terms, ...committed, ...totals });
export type ShareOutView = z.infer<typeof shareOutView>;

export const shareOutCommitAnswer = shareOutView.extend({ message: z.string() });
export const shareOutsAnswer = z.object({ share_outs: z.array(shareOutView), pagination });

export const SHARE_OUT_SORTS = ['to', 'paid_on', 'distributable'] as const;
/**
 * GET /share-outs: a page of committed share-outs; `sort` by the period's last day (latest first by
 * default), the day paid or the amount shared; `format=csv` downloads every member's line of them.
 */
export const shareOutListQuery = pageQuery.extend({
  sort: sortParam(SHARE_OUT_SORTS, '-to'),
  format: listFormatParam,
});
export type ShareOutListQuery = z.output<typeof shareOutListQuery>;

/** One member's line of a committed share-out, with the terms it was worked out by. */
export const memberShareOut = z.object({
  share_out_id: z.number().int(),
  ...terms,
  payout: committed.payout,
  paid_on: z.string(),
  basis: money,
  share: money,
  withholding: money,
  net: money,
});
export type MemberShareOut = z.infer<typeof memberShareOut>;

/** `GET /share-outs/user/{userId}`: the member's lines, newest first. */
export const memberShareOutsAnswer = z.object({ share_outs: z.array(memberShareOut), pagination });
