import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import type { SavingDeposit } from '../api/get-saving-details';

/**
 * Every movement into a savings account, oldest first, with the balance after it
 * (docs/decisions/members.md, "Savings lists"). Where the money came from is the server's words.
 */
export function DepositsTable({ deposits }: { deposits: readonly SavingDeposit[] }) {
  const { t } = useTranslation();
  const columns: Column<SavingDeposit>[] = [
    dateColumn(t('savings.deposits.date'), (row) => row.date),
    {
      header: t('savings.deposits.amount'),
      align: 'right',
      cell: (row) => <Money cents={kesToCents(row.amount)} className="font-medium text-emerald-700" />,
    },
    { header: t('savings.deposits.source'), cell: (row) => row.source },
    kesColumn(t('savings.deposits.runningBalance'), (row) => row.running_balance),
  ];
  return (
    <Table
      label={t('savings.deposits.title')}
      columns={columns}
      rows={deposits}
      rowKey={(row) => row.entry_id}
    />
  );
}
