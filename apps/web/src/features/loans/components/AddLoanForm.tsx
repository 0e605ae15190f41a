import {
  centsToKes,
  type LoanSchedule,
  parseKes,
  reducingBalanceSchedule,
  todayInGroupZone,
} from '@links/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { ApiError, messageOf } from '../../../lib/api';
import { MoneyAccountSelect, paidFrom } from '../../books';
import { type GroupSettings, loanTermsOf, percentLabel, useSettings } from '../../settings';
import { useAddLoan } from '../api/add-loan';
import { issueDateError, loanAmountError, USER_REQUIRED } from './formRules';
import { LTL_SETTINGS_UNAVAILABLE, loanKinds } from './kinds';
import { LoanFormLayout } from './LoanFormLayout';
import { issuedDetail, type Outcome, OutcomeAlert } from './OutcomeAlert';
import { PreviewFigures, PreviewPanel, ScheduleDetails, termLabel } from './SchedulePreview';

export const LOAN_FAILED = 'Error adding loan';
export const LOAN_ADDED = 'Loan added successfully';

interface Errors {
  user?: string;
  amount?: string;
  date?: string;
  account?: string;
}

/** The schedule the server will write, or undefined until the amount, date and settings allow it. */
function previewOf(amount: string, date: string, today: string, settings: GroupSettings | undefined) {
  if (!settings || loanAmountError(amount) || issueDateError(date, today)) return undefined;
  const parsed = parseKes(amount);
  if (!parsed.ok) return undefined;
  const terms = loanTermsOf(settings);
  const schedule: LoanSchedule = reducingBalanceSchedule({
    principal: parsed.cents,
    yearlyRateBp: terms.longTermRateBp,
    months: terms.longTermMonths,
    issuedOn: date,
  });
  return {
    schedule,
    term: termLabel(terms.longTermMonths, percentLabel(terms.longTermRateBp), loanKinds.long_term.rateUnit),
  };
}

/**
 * spec §5, Add loan: user, amount (min 1000, step 1000) and date (not in the future, default today)
 * required. The preview uses the group settings and the domain's loan engine, as the server does.
 */
export function AddLoanForm() {
  const settings = useSettings();
  const add = useAddLoan();
  const formId = useId();
  const today = todayInGroupZone();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const preview = useMemo(
    () => previewOf(amount, date, today, settings.data),
    [amount, date, today, settings.data],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Errors = {
      user: userId ? undefined : USER_REQUIRED,
      amount: loanAmountError(amount),
      date: issueDateError(date, today),
    };
    setErrors(found);
    const parsed = parseKes(amount);
    if (found.user || found.amount || found.date || !parsed.ok) return;
    add.mutate(
      {
        user_id: Number(userId),
        loan_amount: centsToKes(parsed.cents),
        date_issued: date,
        ...paidFrom(account),
      },
      {
        onSuccess: (answer) => {
          setUserId('');
          setAmount('');
          setOutcome({
            tone: 'success',
            text: answer.message || LOAN_ADDED,
            detail: issuedDetail(answer.installment_amount, answer.due_date),
            loanId: answer.loan_id,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors({
              user: error.field('user_id'),
              amount: error.field('loan_amount'),
              date: error.field('date_issued'),
              account: error.field('account_id'),
            });
          }
          setOutcome({ tone: 'error', text: messageOf(error, LOAN_FAILED) });
        },
      },
    );
  };

  return (
    <LoanFormLayout
      form={
        <form id={formId} onSubmit={submit} noValidate className="space-y-5" aria-label="Add loan">
          <MemberPicker
            label="User"
            value={userId}
            onChange={(value) => {
              setUserId(value);
              setErrors((e) => ({ ...e, user: undefined }));
            }}
            error={errors.user}
          />
          <MoneyInput
            label="Amount"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            min={1000}
            step={1000}
            error={errors.amount}
            hint="At least 1,000, in steps of 1,000."
          />
          <Field
            label="Date Issued"
            type="date"
            value={date}
            max={today}
            onChange={(event) => {
              setDate(event.target.value);
              setErrors((e) => ({ ...e, date: undefined }));
            }}
            error={errors.date}
          />
          <MoneyAccountSelect
            label="Paid from"
            value={account}
            onChange={(value) => {
              setAccount(value);
              setErrors((e) => ({ ...e, account: undefined }));
            }}
            error={errors.account}
          />
        </form>
      }
      preview={
        <PreviewPanel>
          {settings.isError ? (
            <Alert>{LTL_SETTINGS_UNAVAILABLE}</Alert>
          ) : preview ? (
            <PreviewFigures schedule={preview.schedule} term={preview.term} />
          ) : (
            <p className="text-sm text-slate-500">
              Enter the amount and the date issued to see the installments.
            </p>
          )}
        </PreviewPanel>
      }
      actions={
        <>
          {outcome ? <OutcomeAlert outcome={outcome} kind="long_term" /> : null}
          <Button type="submit" form={formId} className="w-full sm:w-auto" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add Loan'}
          </Button>
        </>
      }
      schedule={preview ? <ScheduleDetails schedule={preview.schedule} /> : null}
    />
  );
}
