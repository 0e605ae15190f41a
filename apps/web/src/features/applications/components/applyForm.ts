import {
  type BodyInput,
  type LoanKindName,
  loanApplicationBody,
  monthsOverTerm,
  type operations,
} from '@links/domain';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { inWords } from '../../../components/form/subjects';

/** The Apply for loan form's values under the wire's names; the months stay text until sent. */
export interface ApplyValues {
  kind: LoanKindName;
  amount: number | undefined;
  months: string;
  purpose: string;
  guarantors: number[];
}

/**
 * The fields in the form's words, as the shared rules' messages name them (`Amount is required`), in
 * the language on screen (docs/decisions/languages.md, "Form messages").
 */
export const applySubjectsOf = (t: TFunction) => ({
  amount: t('applications.apply.subjects.amount'),
  months: t('applications.apply.subjects.months'),
  purpose: t('applications.apply.purpose'),
  guarantors: t('applications.summary.guarantors'),
});

export const emptyApplication: ApplyValues = {
  kind: 'short_term',
  amount: undefined,
  months: '',
  purpose: '',
  guarantors: [],
};

/** The months as the wire takes them: left out when empty, otherwise the number typed. */
const monthsOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form's values as `POST /loan-applications` takes them: the amount in KES. */
export function applicationBody(values: ApplyValues): BodyInput<typeof operations.applyForLoan> {
  const months = monthsOf(values.months);
  return {
    kind: values.kind,
    amount: values.amount ?? Number.NaN,
    purpose: values.purpose.trim(),
    guarantors: values.guarantors,
    ...(months === undefined ? {} : { months }),
  };
}

/**
 * The server's body schema (`loanApplicationBody`) over the form's values, and its term rule
 * (`monthsOverTerm`) once the group's term for the kind is known; said in the language on screen.
 */
export function applyResolver(
  termOf: (kind: LoanKindName) => number | undefined,
  t: TFunction,
): Resolver<ApplyValues> {
  const subjects = applySubjectsOf(t);
  const resolve = schemaResolver<ApplyValues>(loanApplicationBody, subjects);
  return async (values, context, options) => {
    const result = await resolve(
      { ...values, months: monthsOf(values.months) } as unknown as ApplyValues,
      context,
      options,
    );
    const months = monthsOf(values.months);
    const term = termOf(values.kind);
    const overTerm =
      months !== undefined && term !== undefined && !result.errors.months
        ? monthsOverTerm(months, term, values.kind)
        : undefined;
    if (overTerm) {
      const message = inWords(`months ${overTerm}`, 'months', subjects);
      return { values: {}, errors: { ...result.errors, months: { type: 'term', message } } };
    }
    return Object.keys(result.errors).length === 0 ? { values, errors: {} } : result;
  };
}
