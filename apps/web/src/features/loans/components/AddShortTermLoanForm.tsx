import { basisPointsToFraction, centsToKes, shortTermLoanBodyFor, todayInGroupZone } from '@links/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { inWords, type Subjects } from '../../../components/form/subjects';
import { Alert } from '../../../components/ui/Alert';
import { useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { percentText } from '../../../lib/rates';
import { loanTermsOf, useSettings } from '../../settings';
import { useAddShortTermLoan } from '../api/add-short-term-loan';
import { ComputedFigures } from './ComputedFigures';
import {
  interestRateError,
  paymentPeriodError,
  type ShortTermSubjects,
  shortTermSubjectsOf,
} from './formRules';
import { LoanFields, loanPaidBy, loanSubjectsOf } from './LoanFields';
import { LoanFormLayout } from './LoanFormLayout';
import { issuedOutcome, type Outcome } from './OutcomeAlert';
import { ShortTermTermsFields, type ShortTermValues } from './ShortTermTermsFields';
import { shortTermSchedule } from './shortTermDraft';

const sentFields = ['user_id', 'principal', 'date_issued', 'account_id', 'pay_by_mpesa'] as const;

/** A typed rule of the form's own: the message its check gives, refused under the field. */
const typed = (check: (text: string) => string | undefined) =>
  z.string().superRefine((text, ctx) => {
    const problem = check(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The server's body schema (`shortTermLoanBodyFor`) for what is sent as typed, extended with the
 * rate in percent and the period as text; `defaults` are the settings'
 * (docs/spec/validation.md, "Short-term loan form": left empty, they apply).
 */
const formSchemaFor = (defaults: { rate: string; period: string }, subjects: ShortTermSubjects) =>
  shortTermLoanBodyFor(todayInGroupZone)
    .pick({ user_id: true, principal: true, date_issued: true, account_id: true, pay_by_mpesa: true })
    .extend({
      rate: typed((text) => interestRateError(text.trim() || defaults.rate, subjects)),
      period: typed((text) => paymentPeriodError(text.trim() || defaults.period, subjects)),
    });

/** The server's refusal of the rate or the period, under the fields that hold them in percent and as text. */
function showRateErrors(error: unknown, setError: UseFormSetError<ShortTermValues>, subjects: Subjects) {
  if (!(error instanceof ApiError)) return;
  for (const [wire, field] of [
    ['interest_rate', 'rate'],
    ['payment_period', 'period'],
  ] as const) {
    const message = error.field(wire);
    if (message) setError(field, { type: 'server', message: inWords(message, wire, subjects) });
  }
}

/** The settings' rate (in percent) and period, as the fields show them; '' until they load. */
const defaultsOf = (terms: ReturnType<typeof loanTermsOf> | undefined) => ({
  rate: terms ? percentText(terms.shortTermRateBp) : '',
  period: terms ? String(terms.shortTermMonths) : '',
});

/**
 * docs/spec/validation.md, "Short-term loan form": principal (min 0, step 0.01) and date required; the rate
 * (shown in percent, sent as a fraction) and the period default from the settings. The derived figures are
 * shown read-only and sent, and the server checks them to the cent
 * (docs/decisions/loans.md, "Short-term loans").
 */
export function AddShortTermLoanForm() {
  const { t } = useTranslation();
  /** The fields in the form's words (`Principal is required`), as `loanSubjectsOf`. */
  const subjects = { ...loanSubjectsOf(t), ...shortTermSubjectsOf(t) };
  const settings = useSettings();
  const add = useAddShortTermLoan();
  const formId = useId();
  const today = todayInGroupZone();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const terms = settings.data ? loanTermsOf(settings.data) : undefined;
  const defaults = defaultsOf(terms);
  // The resolver reads the settings of the moment: an emptied rate or period falls back on them.
  const defaultsNow = useRef(defaults);
  defaultsNow.current = defaults;
  const form = useForm<ShortTermValues>({
    resolver: (values, context, options) =>
      schemaResolver<ShortTermValues>(formSchemaFor(defaultsNow.current, subjects), subjects)(
        values,
        context,
        options,
      ),
    defaultValues: {
      user_id: '',
      principal: undefined,
      date_issued: today,
      account_id: '',
      pay_by_mpesa: false,
      rate: '',
      period: '',
    },
  });
  // The fields follow the settings once they load, until they are typed in.
  useEffect(() => {
    for (const field of ['rate', 'period'] as const) {
      const value = field === 'rate' ? defaults.rate : defaults.period;
      if (value !== '' && !form.getFieldState(field).isDirty) form.resetField(field, { defaultValue: value });
    }
  }, [form, defaults.rate, defaults.period]);

  const [principal, date, rate, period] = form.watch(['principal', 'date_issued', 'rate', 'period']);
  const effectiveRate = rate.trim() || defaults.rate;
  const effectivePeriod = period.trim() || defaults.period;
  const computed = useMemo(
    () =>
      shortTermSchedule(
        {
          principal: principal === undefined ? '' : String(principal),
          date,
          rate: effectiveRate,
          period: effectivePeriod,
        },
        today,
        t,
      ),
    [principal, date, effectiveRate, effectivePeriod, today, t],
  );

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    if (!computed || values.principal === undefined) return;
    const { schedule, rateBp, months } = computed;
    add.mutate(
      {
        user_id: Number(values.user_id),
        principal: values.principal,
        interest_rate: basisPointsToFraction(rateBp),
        interest_amount: centsToKes(schedule.totalInterest),
        amount_due: centsToKes(schedule.amountDue),
        payment_period: months,
        installment_amount: centsToKes(schedule.installment),
        date_issued: values.date_issued,
        due_date: schedule.dueDate,
        status: 'uncleared',
        ...loanPaidBy(values),
      },
      {
        onSuccess: (answer) => {
          form.reset({
            ...values,
            user_id: '',
            principal: undefined,
            rate: defaults.rate,
            period: defaults.period,
          });
          setOutcome(issuedOutcome(answer, t('loans.form.shortAdded'), values.pay_by_mpesa));
        },
        onError: (error) => {
          showServerErrors(error, form.setError, sentFields, subjects);
          showRateErrors(error, form.setError, subjects);
          setOutcome({ tone: 'error', text: messageOf(error, t('loans.form.shortFailed')) });
        },
      },
    );
  });

  return (
    <LoanFormLayout
      kind="short_term"
      formId={formId}
      form={
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          className="space-y-5"
          aria-label={t('loans.form.addShortLabel')}
        >
          <LoanFields
            control={form.control}
            today={today}
            amount={{ name: 'principal', label: t('loans.form.principal') }}
          >
            <ShortTermTermsFields control={form.control} defaults={defaults} known={terms !== undefined} />
          </LoanFields>
          <ComputedFigures schedule={computed?.schedule} />
        </form>
      }
      notice={settings.isError ? <Alert>{t('loans.form.shortSettingsUnavailable')}</Alert> : null}
      preview={
        computed && {
          schedule: computed.schedule,
          term: { months: computed.months, rateBp: computed.rateBp, kind: 'short_term' },
        }
      }
      empty={t('loans.form.shortEmpty')}
      outcome={outcome}
      pending={add.isPending}
      submitLabel={t('loans.shortTerm.add')}
    />
  );
}
