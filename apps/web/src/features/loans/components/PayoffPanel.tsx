import { formatKES, type MemberLoanRow, todayInGroupZone } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Loading } from '../../../components/ui/Loading';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { usePayoff, useSettleEarly } from '../api/get-payoff';

export const PAYOFF_FAILED = 'Failed to load the payoff';
export const SETTLE_FAILED = 'Failed to settle the loan';
export const SETTLED = 'Loan settled: the payment was recorded and the future interest waived.';

/** The loan as `GET /loans/{loanId}` answers it: what the panel needs of it. */
type PayoffLoan = Pick<MemberLoanRow, 'id' | 'user_id' | 'kind' | 'date_issued'>;

/** The loan's payoff on a day (principal, interest accrued, fines) and the "Settle early" action. */
export function PayoffPanel({
  loan,
  isAdmin,
  cleared,
}: {
  loan: PayoffLoan;
  isAdmin: boolean;
  cleared: boolean;
}) {
  const today = todayInGroupZone();
  const [date, setDate] = useState(today);
  const payoff = usePayoff(loan.id, date);
  const settle = useSettleEarly();
  if (cleared && !settle.isSuccess) return <p className="text-sm text-slate-500">This loan is cleared.</p>;
  if (cleared) return <Alert tone="success">{SETTLED}</Alert>;
  const figures = payoff.data
    ? ([
        ['Principal', payoff.data.principal],
        ['Interest to date', payoff.data.interest],
        ['Fines', payoff.data.fines],
      ] as const)
    : [];
  return (
    <div className="space-y-4">
      <Field
        label="Settle on"
        type="date"
        value={date}
        min={loan.date_issued}
        max={today}
        onChange={(e) => setDate(e.target.value || today)}
        className="max-w-xs"
      />
      {payoff.isPending ? <Loading>Loading payoff...</Loading> : null}
      {payoff.isError ? <Alert>{messageOf(payoff.error, PAYOFF_FAILED)}</Alert> : null}
      {payoff.data ? (
        <dl
          aria-label="Payoff"
          className="max-w-sm divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
        >
          {figures.map(([label, value]) => (
            <div key={label} className="flex justify-between px-3 py-2">
              <dt className="text-slate-500">{label}</dt>
              <dd className="tabular text-slate-900">{formatKES(kesToCents(value))}</dd>
            </div>
          ))}
          <div className="flex justify-between bg-slate-50 px-3 py-2 font-semibold">
            <dt>Total to clear</dt>
            <dd className="tabular" data-testid="payoff-total">
              {formatKES(kesToCents(payoff.data.total))}
            </dd>
          </div>
        </dl>
      ) : null}
      {settle.isSuccess ? (
        <Alert tone="success">
          {settle.data.approved ? SETTLED : 'Settlement submitted: an admin will approve the payment.'}
        </Alert>
      ) : null}
      {settle.isError ? <Alert>{messageOf(settle.error, SETTLE_FAILED)}</Alert> : null}
      {payoff.data && payoff.data.total > 0 && !settle.isSuccess ? (
        <Button
          disabled={settle.isPending}
          onClick={() =>
            settle.mutate({
              userId: loan.user_id,
              kind: loan.kind,
              amount: payoff.data.total,
              date,
              approve: isAdmin,
            })
          }
        >
          {settle.isPending ? 'Settling...' : 'Settle early'}
        </Button>
      ) : null}
    </div>
  );
}
