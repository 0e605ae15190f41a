import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { Stat } from '../../../components/ui/Stat';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { percentLabel, rateToBasisPoints } from '../../../lib/rates';
import type { LoanDetail } from '../api/get-loan';
import { borrowerName, loanKinds } from './kinds';
import { LoanStatusBadge } from './LoanStatusBadge';

const kes = (value: number) => <Money cents={kesToCents(value)} currency />;

/**
 * The loan's figures: what was lent, on what terms, and what is still owed
 * (docs/decisions/loans.md, "Listing fields").
 */
export function LoanSummary({ loan }: { loan: LoanDetail['loan'] }) {
  const kind = loanKinds[loan.kind];
  return (
    <Card>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-slate-900">{borrowerName(loan)}</p>
          <p className="text-sm text-slate-500 first-letter:uppercase">{kind.noun}</p>
        </div>
        <LoanStatusBadge status={loan.status} />
      </div>
      <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        <Stat label="Amount Due" emphasis>
          {kes(loan.amount_due)}
        </Stat>
        <Stat label="Principal Owed">{kes(loan.principal)}</Stat>
        <Stat label="Interest Owed">{kes(loan.interest_amount)}</Stat>
        <Stat label="Installment">{kes(loan.installment_amount)}</Stat>
        <Stat label="Loan Amount">{kes(loan.loan_amount)}</Stat>
        <Stat label="Rate">
          {percentLabel(rateToBasisPoints(loan.interest_rate))} {kind.rateUnit}
        </Stat>
        <Stat label="Term">{loan.payment_period} months</Stat>
        <Stat label="Issued">{formatDate(loan.date_issued)}</Stat>
        <Stat label="Due Date">{formatDate(loan.due_date)}</Stat>
      </dl>
    </Card>
  );
}
