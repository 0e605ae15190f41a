import type { BodyInput, operations, ShareOutMethod, ShareOutPayout } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { percentTextToBasisPoints, percentTextToFraction } from '../../../lib/rates';

const methodWords = {
  proportional: msg('shareout.methods.proportional'),
  time_weighted: msg('shareout.methods.time_weighted'),
};

const payoutWords = {
  to_savings: msg('shareout.payouts.to_savings'),
  cash: msg('shareout.payouts.cash'),
};

/** A method as the server names it (`time_weighted`), in the language on screen; an unknown one as it is. */
export const methodLabel = (t: TFunction, method: ShareOutMethod): string =>
  Object.hasOwn(methodWords, method) ? t(methodWords[method]) : method;

/** How a share-out was paid (`to_savings`), in the language on screen; an unknown way as it is. */
export const payoutLabel = (t: TFunction, payout: ShareOutPayout): string =>
  Object.hasOwn(payoutWords, payout) ? t(payoutWords[payout]) : payout;

/** The methods to choose from, each with what it shares by. */
export const methodOptions = (t: TFunction): { value: ShareOutMethod; label: string; hint: string }[] => [
  {
    value: 'proportional',
    label: methodLabel(t, 'proportional'),
    hint: t('shareout.terms.proportionalHint'),
  },
  {
    value: 'time_weighted',
    label: methodLabel(t, 'time_weighted'),
    hint: t('shareout.terms.timeWeightedHint'),
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

/** The form's checks, in the server's words (in the language on screen), before anything is sent. */
export function termsErrors(t: TFunction, values: TermsValues, today: string): TermsErrors {
  const rate = values.rate.trim();
  return {
    from: !values.from
      ? t('shareout.errors.fromRequired')
      : values.to && values.from > values.to
        ? t('shareout.errors.fromAfterTo')
        : undefined,
    to: !values.to
      ? t('shareout.errors.toRequired')
      : values.to > today
        ? t('shareout.errors.toInFuture')
        : undefined,
    method: values.method ? undefined : t('shareout.errors.methodRequired'),
    rate:
      rate === ''
        ? t('shareout.errors.rateRequired')
        : percentTextToBasisPoints(rate) === undefined
          ? t('shareout.errors.rateInvalid')
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
