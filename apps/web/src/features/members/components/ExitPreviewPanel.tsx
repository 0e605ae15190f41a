import { fullName } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { MoneyStat } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import type { ExitPreview } from '../api/member-exit';

type ExitLoanRow = ExitPreview['loans'][number];
type HeldRow = ExitPreview['pledges_held'][number];
type ForMemberRow = ExitPreview['pledges_for_member'][number];

const kes = (value: number) => <Money cents={kesToCents(value)} />;
const kindLabel = { long_term: 'Long-term', short_term: 'Short-term' } as const;

const loanColumns: Column<ExitLoanRow>[] = [
  { header: 'Loan', cell: (loan) => `#${loan.loan_id} ${kindLabel[loan.kind]}` },
  { header: 'Principal', cell: (loan) => kes(loan.principal), align: 'right' },
  { header: 'Interest to date', cell: (loan) => kes(loan.interest), align: 'right' },
  { header: 'Fines', cell: (loan) => kes(loan.fines), align: 'right' },
  { header: 'From savings', cell: (loan) => kes(loan.from_savings), align: 'right' },
  { header: 'Written off', cell: (loan) => kes(loan.written_off), align: 'right' },
];
const heldColumns: Column<HeldRow>[] = [
  { header: 'Borrower', cell: (row) => fullName(row) },
  { header: 'Loan', cell: (row) => (row.loan_id ? `#${row.loan_id}` : 'Application') },
  { header: 'Pledged', cell: (row) => kes(row.amount), align: 'right' },
];
const forMemberColumns: Column<ForMemberRow>[] = [
  { header: 'Guarantor', cell: (row) => fullName(row) },
  { header: 'Pledge', cell: (row) => kes(row.pledge), align: 'right' },
  { header: 'Pays', cell: (row) => kes(row.pays), align: 'right' },
];

/**
 * The exit's preview (docs/decisions/member-exits.md, "The preview"): savings, loans, the pledges both
 * ways, and the refund or the shortfall.
 */
export function ExitPreviewPanel({ preview }: { preview: ExitPreview }) {
  const name = fullName(preview);
  return (
    <div className="space-y-4" data-testid="exit-preview">
      {preview.status === 'inactive' ? (
        <Alert tone="info">
          {name} left the group on {preview.exited_on ? formatDate(preview.exited_on) : 'an earlier day'}.
        </Alert>
      ) : null}
      <Card
        title={
          preview.status === 'inactive'
            ? `${name} on ${formatDate(preview.date)}`
            : `If ${name} left on ${formatDate(preview.date)}`
        }
      >
        <dl className="grid gap-4 sm:grid-cols-3">
          <MoneyStat label="Savings" kes={preview.savings} />
          <MoneyStat
            label={preview.loose_fines.owed > 0 ? 'Loans and fines owed' : 'Loans owed'}
            kes={preview.owed}
          />
          {preview.shortfall > 0 ? (
            <MoneyStat label="Shortfall" kes={preview.shortfall} emphasis />
          ) : (
            <MoneyStat label="Refund" kes={preview.refund} emphasis />
          )}
          {preview.shortfall > 0 ? (
            <>
              <MoneyStat label="Paid by guarantors" kes={preview.from_guarantors} />
              <MoneyStat label="Written off" kes={preview.written_off} />
            </>
          ) : null}
        </dl>
      </Card>
      {preview.loans.length > 0 ? (
        <Card title="Loans settled from savings">
          <Table
            label="Loans"
            columns={loanColumns}
            rows={preview.loans}
            rowKey={(l) => l.loan_id}
            paged={false}
          />
        </Card>
      ) : null}
      {preview.loose_fines.owed > 0 ? (
        <Card
          title="Fines of no loan"
          description="Paid from the savings like a loan's fines; what the savings cannot pay is waived."
        >
          <dl className="grid gap-4 sm:grid-cols-3" aria-label="Fines of no loan">
            <MoneyStat label="Fines owed" kes={preview.loose_fines.owed} />
            <MoneyStat label="Paid from savings" kes={preview.loose_fines.paid} />
            <MoneyStat label="Waived" kes={preview.loose_fines.waived} />
          </dl>
        </Card>
      ) : null}
      {preview.pledges_for_member.length > 0 ? (
        <Card title="Pledges others hold for them" description="They pay a shortfall, in proportion.">
          <Table
            label="Pledges for the member"
            columns={forMemberColumns}
            rows={preview.pledges_for_member}
            rowKey={(row) => row.user_id}
            paged={false}
          />
        </Card>
      ) : null}
      {preview.pledges_held.length > 0 ? (
        <Card title="Pledges they hold for others">
          <div className="mb-3">
            <Alert tone="warning">
              {name} guarantees loans still owed: they cannot leave until those are cleared.
            </Alert>
          </div>
          <Table
            label="Pledges held"
            columns={heldColumns}
            rows={preview.pledges_held}
            rowKey={(row) => `${row.user_id}-${row.loan_id}`}
            paged={false}
          />
        </Card>
      ) : null}
    </div>
  );
}
