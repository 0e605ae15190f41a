import type { Pagination } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { BankAccount } from '../api/get-bank-accounts';

const columns: Column<BankAccount>[] = [
  { header: 'Account Name', cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
  { header: 'Amount', align: 'right', cell: (row) => <Money cents={kesToCents(row.amount)} /> },
];

/** Product spec §2 Other tables, Bank accounts: Account Name, Amount (the balance); a server page. */
export function BankAccountsTable({
  accounts,
  pagination,
  onPageChange,
}: {
  accounts: readonly BankAccount[];
  pagination: Pagination | null;
  onPageChange: (page: number) => void;
}) {
  return (
    <Table
      label="Bank accounts"
      columns={columns}
      rows={accounts}
      rowKey={(row) => row.account_id}
      serverPaging={pagination ? { page: pagination.page, pages: pagination.pages, onPageChange } : undefined}
    />
  );
}
