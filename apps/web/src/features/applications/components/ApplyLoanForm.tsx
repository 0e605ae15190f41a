import { formatKES, type LoanKindName, PURPOSE_MAX } from '@links/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useSettings } from '../../settings';
import { useApply, useBorrowingLimit } from '../api/applications';
import {
  type ApplyValues,
  applicationBody,
  applyResolver,
  applySubjectsOf,
  emptyApplication,
} from './applyForm';
import { GuarantorPicker } from './GuarantorPicker';

const kes = (value: number) => formatKES(kesToCents(value));

/** What the member may borrow without guarantors, and how it is reckoned. */
function LimitNotice({ limit }: { limit: { limit: number; multiplier: number; savings: number } }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      {t('applications.apply.limit', {
        limit: kes(limit.limit),
        multiplier: limit.multiplier,
        savings: kes(limit.savings),
      })}
    </Alert>
  );
}

/** Once the application is in: the member's limit, and what the guarantors still need to pledge. */
function Submitted({ answer }: { answer: { limit: number; shortfall: number } }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert tone="success">
        {answer.shortfall > 0
          ? t('applications.apply.submittedShort', {
              limit: kes(answer.limit),
              shortfall: kes(answer.shortfall),
            })
          : t('applications.apply.submitted', { limit: kes(answer.limit) })}
      </Alert>
      <Link className="text-sm font-semibold text-brand-700 underline" to="/my-applications">
        {t('applications.apply.seeMine')}
      </Link>
    </div>
  );
}

/**
 * A member applies for a loan for themselves and names who guarantees it
 * (docs/decisions/lending.md, "Guarantors"). The rules are the server's body schema and its term rule
 * (`loanApplicationBody`, `monthsOverTerm`).
 */
export function ApplyLoanForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const limit = useBorrowingLimit(userId);
  const settings = useSettings();
  const apply = useApply();
  const resolver = useMemo(
    () =>
      applyResolver(
        (kind: LoanKindName) =>
          kind === 'long_term' ? settings.data?.long_term_months : settings.data?.short_term_months,
        t,
      ),
    [settings.data, t],
  );
  const form = useForm<ApplyValues>({ resolver, defaultValues: emptyApplication });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const term = kind === 'long_term' ? settings.data?.long_term_months : settings.data?.short_term_months;

  const submit = form.handleSubmit((values) => {
    apply.mutate(applicationBody(values), {
      onError: (error) =>
        showServerErrors(error, form.setError, ['amount', 'months', 'purpose'], applySubjectsOf(t)),
    });
  });

  if (apply.isSuccess) return <Submitted answer={apply.data} />;
  const kindOptions = [
    { value: 'short_term', label: t('applications.apply.shortTerm') },
    { value: 'long_term', label: t('applications.apply.longTerm') },
  ];

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {limit.data ? <LimitNotice limit={limit.data} /> : null}
      <SelectField
        control={form.control}
        name="kind"
        label={t('applications.apply.kind')}
        options={kindOptions}
        placeholder={t('applications.apply.kindPlaceholder')}
      />
      <MoneyField control={form.control} name="amount" label={t('applications.apply.amount')} />
      <TextField
        control={form.control}
        name="months"
        label={t('applications.apply.months')}
        inputMode="numeric"
        hint={term ? t('applications.apply.monthsHint', { term }) : undefined}
      />
      <TextAreaField
        control={form.control}
        name="purpose"
        label={t('applications.apply.purpose')}
        maxLength={PURPOSE_MAX}
      />
      <Controller
        control={form.control}
        name="guarantors"
        render={({ field }) => (
          <GuarantorPicker self={userId} chosen={field.value} onChange={field.onChange} />
        )}
      />
      {apply.isError ? <Alert>{messageOf(apply.error, t('applications.apply.failed'))}</Alert> : null}
      <Button type="submit" disabled={apply.isPending} className="w-full sm:w-auto">
        {apply.isPending ? t('applications.apply.submitting') : t('applications.apply.submit')}
      </Button>
    </form>
  );
}
