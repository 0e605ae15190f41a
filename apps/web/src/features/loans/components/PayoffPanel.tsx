import { formatKES, type MemberLoanRow, todayInGroupZone } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { usePayoff, useSettleEarly } from '../api/get-payoff';

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
  const { t } = useTranslation();
  const today = todayInGroupZone();
  const [date, setDate] = useState(today);
  const payoff = usePayoff(loan.id, date);
  const settle = useSettleEarly();
  if (cleared && !settle.isSuccess)
    return <p className="text-sm text-slate-500">{t('loans.payoff.cleared')}</p>;
  if (cleared) return <Alert tone="success">{t('loans.payoff.settled')}</Alert>;
  const figures = payoff.data
    ? ([
        [t('loans.payoff.principal'), payoff.data.principal],
        [t('loans.payoff.interest'), payoff.data.interest],
        [t('loans.payoff.fines'), payoff.data.fines],
      ] as const)
    : [];
  return (
    <div className="space-y-4">
      <Field
        label={t('loans.payoff.settleOn')}
        type="date"
        value={date}
        min={loan.date_issued}
        max={today}
        onChange={(e) => setDate(e.target.value || today)}
        className="max-w-xs"
      />
      {payoff.isPending ? <Loading>{t('loans.payoff.loading')}</Loading> : null}
      {payoff.isError ? <Alert>{messageOf(payoff.error, t('loans.payoff.failed'))}</Alert> : null}
      {payoff.data ? (
        <dl
          aria-label={t('loans.payoff.label')}
          className="max-w-sm divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
        >
          {figures.map(([label, value]) => (
            <div key={label} className="flex justify-between px-3 py-2">
              <dt className="text-slate-500">{label}</dt>
              <dd className="tabular text-slate-900">{formatKES(kesToCents(value))}</dd>
            </div>
          ))}
          <div className="flex justify-between bg-slate-50 px-3 py-2 font-semibold">
            <dt>{t('loans.payoff.total')}</dt>
            <dd className="tabular" data-testid="payoff-total">
              {formatKES(kesToCents(payoff.data.total))}
            </dd>
          </div>
        </dl>
      ) : null}
      {settle.isSuccess ? (
        <Alert tone="success">
          {settle.data.approved ? t('loans.payoff.settled') : t('loans.payoff.submitted')}
        </Alert>
      ) : null}
      {settle.isError ? <Alert>{messageOf(settle.error, t('loans.payoff.settleFailed'))}</Alert> : null}
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
          {settle.isPending ? t('loans.payoff.settling') : t('loans.payoff.settle')}
        </Button>
      ) : null}
    </div>
  );
}
