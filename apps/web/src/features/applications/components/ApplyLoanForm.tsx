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
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useSettings } from '../../settings';
import { useApply, useBorrowingLimit } from '../api/applications';
import {
  type ApplyValues,
  applicationBody,
  applyResolver,
  applySubjects,
  emptyApplication,
} from './applyForm';
import { GuarantorPicker } from './GuarantorPicker';

export const APPLY_FAILED = 'Failed to submit the application';
const kindOptions = [
  { value: 'short_term', label: 'Short term loan' },
  { value: 'long_term', label: 'Long term loan' },
];

/**
 * A member applies for a loan for themselves and names who guarantees it
 * (docs/decisions/lending.md, "Guarantors"). The rules are the server's body schema and its term rule
 * (`loanApplicationBody`, `monthsOverTerm`).
 */
export function ApplyLoanForm({ userId }: { userId: number }) {
  const limit = useBorrowingLimit(userId);
  const settings = useSettings();
  const apply = useApply();
  const resolver = useMemo(
    () =>
      applyResolver((kind: LoanKindName) =>
        kind === 'long_term' ? settings.data?.long_term_months : settings.data?.short_term_months,
      ),
    [settings.data],
  );
  const form = useForm<ApplyValues>({ resolver, defaultValues: emptyApplication });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const term = kind === 'long_term' ? settings.data?.long_term_months : settings.data?.short_term_months;

  const submit = form.handleSubmit((values) => {
    apply.mutate(applicationBody(values), {
      onError: (error) =>
        showServerErrors(error, form.setError, ['amount', 'months', 'purpose'], applySubjects),
    });
  });

  if (apply.isSuccess) {
    const answer = apply.data;
    return (
      <div className="space-y-4">
        <Alert tone="success">
          Application submitted. Your limit is {formatKES(kesToCents(answer.limit))}
          {answer.shortfall > 0
            ? `; your guarantors need to pledge ${formatKES(kesToCents(answer.shortfall))}.`
            : '; an admin will decide on it.'}
        </Alert>
        <Link className="text-sm font-semibold text-brand-700 underline" to="/my-applications">
          See my applications
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {limit.data ? (
        <Alert tone="info">
          You may borrow up to {formatKES(kesToCents(limit.data.limit))} without guarantors (
          {limit.data.multiplier}× your savings of {formatKES(kesToCents(limit.data.savings))}, less what you
          owe). Guarantors pledge the rest.
        </Alert>
      ) : null}
      <SelectField
        control={form.control}
        name="kind"
        label="Kind of loan"
        options={kindOptions}
        placeholder="Select a kind"
      />
      <MoneyField control={form.control} name="amount" label="Amount (KES)" />
      <TextField
        control={form.control}
        name="months"
        label="Months (optional)"
        inputMode="numeric"
        hint={term ? `Up to ${term} months; left empty, ${term}.` : undefined}
      />
      <TextAreaField control={form.control} name="purpose" label="Purpose" maxLength={PURPOSE_MAX} />
      <Controller
        control={form.control}
        name="guarantors"
        render={({ field }) => (
          <GuarantorPicker self={userId} chosen={field.value} onChange={field.onChange} />
        )}
      />
      {apply.isError ? <Alert>{messageOf(apply.error, APPLY_FAILED)}</Alert> : null}
      <Button type="submit" disabled={apply.isPending} className="w-full sm:w-auto">
        {apply.isPending ? 'Submitting...' : 'Apply'}
      </Button>
    </form>
  );
}
