import type { StatementLoanMovement as LoanMovement, StatementLoan } from '@links/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/Card';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { Stat } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { DisputeLine } from '../../disputes';

const columns = (own: boolean): Column<LoanMovement & { index: number }>[] => [
  dateColumn('Date', (row) => row.date),
  textColumn('Description', (row) => row.description),
  kesColumn('Amount', (row) => row.amount),
  kesColumn('Principal', (row) => row.principal),
  kesColumn('Interest', (row) => row.interest),
  kesColumn('Principal owed', (row) => row.balance),
  // docs/decisions/disputes.md, "On the statement".
  { header: 'Check', cell: (row) => <DisputeLine line={row} own={own} /> },
];

/** `long_term` → `Long-term loan`. */
const kindLabel = (kind: string) =>
  ({ long_term: 'Long-term loan', short_term: 'Short-term loan' })[kind] ??
  `${kind.replaceAll('_', ' ')} loan`;

const kes = (value: number) => <Money cents={kesToCents(value)} currency />;

function LoanCard({ loan, own }: { loan: StatementLoan; own: boolean }) {
  const title = `${kindLabel(loan.kind)} #${loan.loan_id}`;
  return (
    <Card title={title} description={`${formatDate(loan.issued_on)} · ${loan.status}`}>
      <div className="space-y-4">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Loan amount">{kes(loan.loan_amount)}</Stat>
          <Stat label="Owed at start">{kes(loan.opening_owed)}</Stat>
          <Stat label="Owed at end">{kes(loan.closing_owed)}</Stat>
          <Stat label="Amount due" emphasis>
            {kes(loan.amount_due)}
          </Stat>
        </dl>
        <Table
          label={`Movements of ${title}`}
          columns={columns(own)}
          rows={loan.movements.map((movement, index) => ({ ...movement, index }))}
          rowKey={(row) => row.index}
          emptyText="No movements in this period"
          paged={false}
          wide
        />
      </div>
    </Card>
  );
}

/** Each loan of the member with its movements in the period and what is owed; `own`: each line may be disputed. */
export function LoansSection({ loans, own = false }: { loans: readonly StatementLoan[]; own?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Loans
      </h2>
      {loans.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-6 text-sm text-slate-500">
          No loans in this period.
        </p>
      ) : (
        loans.map((loan) => <LoanCard key={loan.loan_id} loan={loan} own={own} />)
      )}
    </section>
  );
}
