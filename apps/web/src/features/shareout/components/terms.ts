import type { BodyInput, operations, ShareOutMethod } from '@links/domain';
import { formatDate } from '../../../lib/format';
import { percentTextToBasisPoints, percentTextToFraction } from '../../../lib/rates';

export const methodOptions: { value: ShareOutMethod; label: string; hint: string }[] = [
  {
    value: 'proportional',
    label: 'Proportional',
    hint: 'By each member’s savings at the end of the period.',
  },
  {
    value: 'time_weighted',
    label: 'Time-weighted',
    hint: 'By each member’s savings at every month’s end: money saved early counts for more.',
  },
];

/** What the admin types: dates, the method and the withholding rate as a percent (`5` for 5%). */
export interface TermsValues {
  from: string;
  to: string;
  method: ShareOutMethod | '';
  rate: string;
}
export type TermsErrors = Partial<Record<keyof TermsValues, string>>;

/** The calendar year before today's: the period a group usually shares out. */
export function lastYear(today: string): TermsValues {
  const year = Number(today.slice(0, 4)) - 1;
  return { from: `${year}-01-01`, to: `${year}-12-31`, method: 'proportional', rate: '0' };
}

/** The form's checks, in the server's words, before anything is sent. */
export function termsErrors(values: TermsValues, today: string): TermsErrors {
  const rate = values.rate.trim();
  return {
    from: !values.from
      ? 'From is required'
      : values.to && values.from > values.to
        ? 'From must not be after To'
        : undefined,
    to: !values.to
      ? 'To is required'
      : values.to > today
        ? 'The period must have ended: To cannot be in the future'
        : undefined,
    method: values.method ? undefined : 'Method is required',
    rate:
      rate === ''
        ? 'Withholding tax is required'
        : percentTextToBasisPoints(rate) === undefined
          ? 'Withholding tax must be a percent from 0 to 100 with at most two decimals'
          : undefined,
  };
}

/** The request of valid values, the rate as the wire's fraction (`5` → 0.05). */
export function termsRequest(values: TermsValues): BodyInput<typeof operations.previewShareOut> | undefined {
  const rate = percentTextToFraction(values.rate);
  if (!values.from || !values.to || !values.method || rate === undefined) return undefined;
  return { from: values.from, to: values.to, method: values.method, withholding_rate: rate };
}

/** `1 Jan 2025 – 31 Dec 2025`. */
export const periodLabel = (terms: { from: string; to: string }) =>
  `${formatDate(terms.from)} – ${formatDate(terms.to)}`;
