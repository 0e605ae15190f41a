import { kesColumn, nameColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import type { BankAccount } from '../api/get-bank-accounts';

const columns: Column<BankAccount>[] = [
  nameColumn('Account Name', (row) => row.name),
  kesColumn('Amount', (row) => row.amount),
];

/** docs/spec/screens.md, "Other tables", Bank accounts: Account Name, Amount (the balance); a server page. */
export function BankAccountsTable(page: PagedRows<BankAccount>) {
  return <Table label="Bank accounts" columns={columns} rowKey={(row) => row.account_id} {...page} />;
}
