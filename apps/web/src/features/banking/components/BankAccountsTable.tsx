import type { BankAccountRow } from '@links/domain';
import { kesColumn, nameColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';

const columns: Column<BankAccountRow>[] = [
  nameColumn('Account Name', (row) => row.name),
  kesColumn('Amount', (row) => row.amount),
];

/** docs/spec/screens.md, "Other tables", Bank accounts: Account Name, Amount (the balance); a server page. */
export function BankAccountsTable(page: PagedRows<BankAccountRow>) {
  return <Table label="Bank accounts" columns={columns} rowKey={(row) => row.account_id} {...page} />;
}
