import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import type { LoanRepayment } from '../../loans';

/**
 * The approved repayments of a loan, newest first, split into interest, principal and fines
 * (docs/decisions/loans.md, "Repayments").
 */
export function LoanRepaymentsTable({ payments }: { payments: readonly LoanRepayment[] }) {
  const { t } = useTranslation();
  const columns: Column<LoanRepayment>[] = [
    dateColumn(t('member.repayments.date'), (row) => row.created_at),
    kesColumn(t('member.repayments.amountPaid'), (row) => row.transaction_amount),
    kesColumn(t('member.repayments.interest'), (row) => row.interest_paid),
    kesColumn(t('member.repayments.principal'), (row) => row.principal_paid),
    kesColumn(t('member.repayments.fines'), (row) => row.fines_paid),
  ];
  return (
    <Table
      label={t('member.repayments.label')}
      columns={columns}
      rows={payments}
      emptyText={t('member.repayments.none')}
    />
  );
}
