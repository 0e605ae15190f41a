import { formatKES, type LoanKindName, PURPOSE_MAX } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { TextArea } from '../../../components/ui/TextArea';
import { messageOf } from '../../../lib/api';
import { amountFieldError, amountTextToKes, kesToCents } from '../../../lib/money';
import { useSettings } from '../../settings';
import { useApply, useBorrowingLimit } from '../api/applications';
import { GuarantorPicker } from './GuarantorPicker';

export const APPLY_FAILED = 'Failed to submit the application';
const kindOptions = [
  { value: 'short_term', label: 'Short term loan' },
  { value: 'long_term', label: 'Long term loan' },
];

/** A member applies for a loan for themselves and names who guarantees it (issue 14). */
export function ApplyLoanForm({ userId }: { userId: number }) {
  const [kind, setKind] = useState<LoanKindName>('short_term');
  const [amount, setAmount] = useState('');
  const [months, setMonths] = useState('');
  const [purpose, setPurpose] = useState('');
  const [guarantors, setGuarantors] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const limit = useBorrowingLimit(userId);
  const settings = useSettings();
  const apply = useApply();
  const term = settings.data
    ? kind === 'long_term'
      ? settings.data.long_term_months
      : settings.data.short_term_months
    : undefined;
  const amountError = amountFieldError('Amount', amount, { required: true, positive: true });
  const purposeError = purpose.trim() === '' ? 'Purpose is required' : undefined;
  const monthsNumber = months.trim() === '' ? undefined : Number(months);
  const monthsError =
    monthsNumber !== undefined &&
    (!Number.isInteger(monthsNumber) || monthsNumber < 1 || (term !== undefined && monthsNumber > term))
      ? `Months must be a whole number from 1 to ${term ?? 120}`
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const kes = amountTextToKes(amount);
    if (amountError || purposeError || monthsError || kes === undefined) return;
    apply.mutate({
      kind,
      amount: kes,
      purpose: purpose.trim(),
      guarantors,
      ...(monthsNumber ? { months: monthsNumber } : {}),
    });
  };

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
      <Select
        label="Kind of loan"
        value={kind}
        onChange={(v) => setKind(v as LoanKindName)}
        options={kindOptions}
        placeholder="Select a kind"
      />
      <Field
        label="Amount (KES)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={tried ? amountError : undefined}
      />
      <Field
        label="Months (optional)"
        inputMode="numeric"
        value={months}
        onChange={(e) => setMonths(e.target.value)}
        error={tried ? monthsError : undefined}
        hint={term ? `Up to ${term} months; left empty, ${term}.` : undefined}
      />
      <TextArea
        label="Purpose"
        value={purpose}
        onChange={setPurpose}
        maxLength={PURPOSE_MAX}
        error={tried ? purposeError : undefined}
      />
      <GuarantorPicker self={userId} chosen={guarantors} onChange={setGuarantors} />
      {apply.isError ? <Alert>{messageOf(apply.error, APPLY_FAILED)}</Alert> : null}
      <Button type="submit" disabled={apply.isPending} className="w-full sm:w-auto">
        {apply.isPending ? 'Submitting...' : 'Apply'}
      </Button>
    </form>
  );
}
