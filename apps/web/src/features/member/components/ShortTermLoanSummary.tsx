import type { MemberLoanRow } from '@links/domain';
import { Card } from '../../../components/ui/Card';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { formatDate } from '../../../lib/format';
import { LoanStatusBadge } from '../../loans';

/** A rate fraction as a percent: 0.18 → `18%`, 0.125 → `12.5%` (a rate, not money). */
export const ratePercent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

/**
 * A short-term loan at a glance (docs/decisions/loans.md, "Loan totals"): what is still owed (principal and
 * interest, which make the amount due), what was borrowed, the installment, rate and term, and the dates.
 */
export function ShortTermLoanSummary({ loan }: { loan: MemberLoanRow }) {
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-4" data-testid="stl-summary">
        {/* The headline figure takes the whole row on a phone, so it is never cut short. */}
        <div className="col-span-2 lg:col-span-1">
          <MoneyStat label="Amount Due" kes={loan.amount_due} emphasis />
        </div>
        <MoneyStat label="Principal" kes={loan.principal} />
        <MoneyStat label="Interest" kes={loan.interest_amount} />
        <MoneyStat label="Installment" kes={loan.installment_amount} />
        <MoneyStat label="Borrowed" kes={loan.loan_amount} />
        <Stat label="Interest Rate">{ratePercent(loan.interest_rate)}</Stat>
        <Stat label="Term (Months)">{loan.payment_period}</Stat>
        <Stat label="Status">
          <LoanStatusBadge status={loan.status} />
        </Stat>
        <Stat label="Issued Date">{formatDate(loan.date_issued)}</Stat>
        <Stat label="Due Date">{formatDate(loan.due_date)}</Stat>
      </dl>
    </Card>
  );
}
