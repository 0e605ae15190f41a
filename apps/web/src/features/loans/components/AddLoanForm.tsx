import {
  type LoanSchedule,
  longTermLoanFormFor,
  reducingBalanceSchedule,
  todayInGroupZone,
} from '@links/domain';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { Alert } from '../../../components/ui/Alert';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { loanTermsOf, type SettingsAnswer, useSettings } from '../../settings';
import { useAddLoan } from '../api/add-loan';
import { LoanFields, type LoanFormValues, loanPaidBy, loanSubjectsOf } from './LoanFields';
import { LoanFormLayout } from './LoanFormLayout';
import { issuedOutcome, type Outcome } from './OutcomeAlert';

/** The form holds the wire body; ids are the pickers' text until they are sent. */
interface AddLoanValues extends LoanFormValues {
  loan_amount: number | undefined;
}

const sentFields = ['user_id', 'loan_amount', 'date_issued', 'account_id', 'pay_by_mpesa'] as const;

/** The schedule the server will write, or undefined until the amount, date and settings allow it. */
function previewOf(
  values: Pick<AddLoanValues, 'loan_amount' | 'date_issued'>,
  today: string,
  settings: SettingsAnswer | undefined,
) {
  const rules = longTermLoanFormFor(() => today).shape;
  const amount = rules.loan_amount.safeParse(values.loan_amount);
  if (!settings || !amount.success || !rules.date_issued.safeParse(values.date_issued).success)
    return undefined;
  const terms = loanTermsOf(settings);
  const schedule: LoanSchedule = reducingBalanceSchedule({
    principal: amount.data,
    yearlyRateBp: terms.longTermRateBp,
    months: terms.longTermMonths,
    issuedOn: values.date_issued,
  });
  return {
    schedule,
    term: { months: terms.longTermMonths, rateBp: terms.longTermRateBp, kind: 'long_term' as const },
  };
}

/**
 * docs/spec/validation.md, "Other forms", Add loan: user, amount (min 1000, step 1000) and date (not in the
 * future, default today) required: the server's body schema with the spec's step (`longTermLoanFormFor`). The
 * preview uses the group settings and the domain's loan engine, as the server does.
 */
export function AddLoanForm() {
  const { t } = useTranslation();
  /** The fields in the form's words (`Amount is required`), as `loanSubjectsOf`. */
  const subjects = { ...loanSubjectsOf(t), loan_amount: t('loans.form.amount') };
  const settings = useSettings();
  const add = useAddLoan();
  const formId = useId();
  const today = todayInGroupZone();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<AddLoanValues>({
    resolver: schemaResolver(longTermLoanFormFor(todayInGroupZone), subjects),
    defaultValues: {
      user_id: '',
      loan_amount: undefined,
      date_issued: today,
      account_id: '',
      pay_by_mpesa: false,
    },
  });
  const [amount, date] = form.watch(['loan_amount', 'date_issued']);
  const preview = useMemo(
    () => previewOf({ loan_amount: amount, date_issued: date }, today, settings.data),
    [amount, date, today, settings.data],
  );

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    if (values.loan_amount === undefined) return;
    add.mutate(
      {
        user_id: Number(values.user_id),
        loan_amount: values.loan_amount,
        date_issued: values.date_issued,
        ...loanPaidBy(values),
      },
      {
        onSuccess: (answer) => {
          form.reset({ ...values, user_id: '', loan_amount: undefined });
          setOutcome(issuedOutcome(answer, t('loans.form.loanAdded'), values.pay_by_mpesa));
        },
        onError: (error) => {
          showServerErrors(error, form.setError, sentFields, subjects);
          setOutcome({ tone: 'error', text: messageOf(error, t('loans.form.loanFailed')) });
        },
      },
    );
  });

  return (
    <LoanFormLayout
      kind="long_term"
      formId={formId}
      form={
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          className="space-y-5"
          aria-label={t('loans.form.addLoanLabel')}
        >
          <LoanFields
            control={form.control}
            today={today}
            amount={{
              name: 'loan_amount',
              label: t('loans.form.amount'),
              min: 1000,
              step: 1000,
              hint: t('loans.form.amountHint'),
            }}
          />
        </form>
      }
      notice={settings.isError ? <Alert>{t('loans.form.longSettingsUnavailable')}</Alert> : null}
      preview={preview}
      empty={settings.isError ? null : t('loans.form.longEmpty')}
      outcome={outcome}
      pending={add.isPending}
      submitLabel={t('loans.form.addLoan')}
    />
  );
}
