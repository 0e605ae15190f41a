import { basisPointsToFraction, centsToKes, parseKes, todayInGroupZone } from '@links/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { ApiError, messageOf } from '../../../lib/api';
import { MoneyAccountSelect, paidFrom } from '../../books';
import { loanTermsOf, MAX_LOAN_MONTHS, percentLabel, percentText, useSettings } from '../../settings';
import { useAddShortTermLoan } from '../api/add-short-term-loan';
import { ComputedFigures } from './ComputedFigures';
import { USER_REQUIRED } from './formRules';
import { loanKinds, STL_SETTINGS_UNAVAILABLE } from './kinds';
import { LoanFormLayout } from './LoanFormLayout';
import { issuedDetail, type Outcome, OutcomeAlert } from './OutcomeAlert';
import { PreviewFigures, PreviewPanel, ScheduleDetails, termLabel } from './SchedulePreview';
import {
  type ShortTermDraft,
  type ShortTermErrors,
  shortTermErrors,
  shortTermSchedule,
} from './shortTermDraft';

export const SHORT_TERM_FAILED = 'Error adding short term loan';
export const SHORT_TERM_ADDED = 'Short term loan added successfully';

interface Errors extends ShortTermErrors {
  user?: string;
  account?: string;
}

/**
 * spec §5, Short-term loan form: principal (min 0, step 0.01) and date required; the rate (shown in
 * percent, sent as a fraction) and the period default from the settings. The derived figures are
 * shown read-only and sent, and the server checks them to the cent (decisions §6).
 */
export function AddShortTermLoanForm() {
  const settings = useSettings();
  const add = useAddShortTermLoan();
  const formId = useId();
  const today = todayInGroupZone();
  const [userId, setUserId] = useState('');
  const [principal, setPrincipal] = useState('');
  const [date, setDate] = useState(today);
  const [account, setAccount] = useState('');
  // null: not touched, so the settings' value shows (and follows the settings once they load).
  const [rate, setRate] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const terms = settings.data ? loanTermsOf(settings.data) : undefined;
  const defaultRate = terms ? percentText(terms.shortTermRateBp) : '';
  const defaultPeriod = terms ? String(terms.shortTermMonths) : '';
  // spec §5: the rate and the period are optional; left empty, the settings' values apply.
  const draft: ShortTermDraft = {
    principal,
    date,
    rate: rate?.trim() ? rate : defaultRate,
    period: period?.trim() ? period : defaultPeriod,
  };
  const computed = useMemo(
    () => shortTermSchedule({ principal, date, rate: draft.rate, period: draft.period }, today),
    [principal, date, draft.rate, draft.period, today],
  );
  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Errors = { user: userId ? undefined : USER_REQUIRED, ...shortTermErrors(draft, today) };
    setErrors(found);
    const amount = parseKes(principal);
    if (Object.values(found).some(Boolean) || !computed || !amount.ok) return;
    const { schedule, rateBp, months } = computed;
    add.mutate(
      {
        user_id: Number(userId),
        principal: centsToKes(amount.cents),
        interest_rate: basisPointsToFraction(rateBp),
        interest_amount: centsToKes(schedule.totalInterest),
        amount_due: centsToKes(schedule.amountDue),
        payment_period: months,
        installment_amount: centsToKes(schedule.installment),
        date_issued: date,
        due_date: schedule.dueDate,
        status: 'uncleared',
        ...paidFrom(account),
      },
      {
        onSuccess: (answer) => {
          setUserId('');
          setPrincipal('');
          setRate(null);
          setPeriod(null);
          setOutcome({
            tone: 'success',
            text: answer.message || SHORT_TERM_ADDED,
            detail: issuedDetail(answer.installment_amount, answer.due_date),
            loanId: answer.loan_id,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors({
              user: error.field('user_id'),
              principal: error.field('principal'),
              date: error.field('date_issued'),
              rate: error.field('interest_rate'),
              period: error.field('payment_period'),
              account: error.field('account_id'),
            });
          }
          setOutcome({ tone: 'error', text: messageOf(error, SHORT_TERM_FAILED) });
        },
      },
    );
  };

  return (
    <LoanFormLayout
      form={
        <form id={formId} onSubmit={submit} noValidate className="space-y-5" aria-label="Add short term loan">
          <MemberPicker
            label="User"
            value={userId}
            onChange={(value) => {
              setUserId(value);
              clear('user');
            }}
            error={errors.user}
          />
          <MoneyInput
            label="Principal"
            value={principal}
            onChange={(value) => {
              setPrincipal(value);
              clear('principal');
            }}
            error={errors.principal}
          />
          <Field
            label="Date Issued"
            type="date"
            value={date}
            max={today}
            onChange={(event) => {
              setDate(event.target.value);
              clear('date');
            }}
            error={errors.date}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Interest Rate"
              type="number"
              inputMode="decimal"
              min={0.01}
              max={100}
              step={0.01}
              value={rate ?? defaultRate}
              placeholder={defaultRate}
              onChange={(event) => {
                setRate(event.target.value);
                clear('rate');
              }}
              trailing={<span className="text-sm font-medium text-slate-500">%</span>}
              error={errors.rate}
              hint={
                terms ? `For the whole loan; the group's rate is ${defaultRate}%.` : 'For the whole loan.'
              }
            />
            <Field
              label="Payment Period (Months)"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LOAN_MONTHS}
              step={1}
              value={period ?? defaultPeriod}
              placeholder={defaultPeriod}
              onChange={(event) => {
                setPeriod(event.target.value);
                clear('period');
              }}
              error={errors.period}
              hint={terms ? `The group's term is ${defaultPeriod} months.` : undefined}
            />
          </div>
          <MoneyAccountSelect
            label="Paid from"
            value={account}
            onChange={(value) => {
              setAccount(value);
              clear('account');
            }}
            error={errors.account}
          />
          <ComputedFigures schedule={computed?.schedule} />
        </form>
      }
      preview={
        <PreviewPanel>
          {settings.isError ? <Alert>{STL_SETTINGS_UNAVAILABLE}</Alert> : null}
          {computed ? (
            <PreviewFigures
              schedule={computed.schedule}
              term={termLabel(computed.months, percentLabel(computed.rateBp), loanKinds.short_term.rateUnit)}
            />
          ) : (
            <p className="text-sm text-slate-500">
              Enter the principal, the date issued, the rate and the period to see the installments.
            </p>
          )}
        </PreviewPanel>
      }
      actions={
        <>
          {outcome ? <OutcomeAlert outcome={outcome} kind="short_term" /> : null}
          <Button type="submit" form={formId} className="w-full sm:w-auto" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add Short Term Loan'}
          </Button>
        </>
      }
      schedule={computed ? <ScheduleDetails schedule={computed.schedule} /> : null}
    />
  );
}
