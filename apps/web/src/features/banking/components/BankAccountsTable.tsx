import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { BankAccount } from '../api/get-bank-accounts';

const columns: Column<BankAccount>[] = [
  { header: 'Account Name', cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
  { header: 'Amount', align: 'right', cell: (row) => <Money cents={kesToCents(row.amount)} /> },
];

/** Product spec §2 Other tables, Bank accounts: Account Name, Amount (the balance); a server page. */
export function BankAccountsTable(page: PagedRows<BankAccount>) {
  return <Table label="Bank accounts" columns={columns} rowKey={(row) => row.account_id} {...page} />;
}
