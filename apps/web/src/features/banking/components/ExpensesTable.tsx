import type { ExpenseRow } from '@links/domain';
import { dateColumn, kesColumn, nameColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';

const columns: Column<ExpenseRow>[] = [
  dateColumn('Date', (row) => row.date),
  nameColumn('Account', (row) => row.account_name),
  kesColumn('Amount', (row) => row.amount),
  { header: 'Comment Type', cell: (row) => row.comment_type },
  {
    header: 'Comment',
    cell: (row) => <span className="break-words text-slate-600">{row.comment || '—'}</span>,
  },
];

/**
 * docs/spec/screens.md, "Other tables", Expenses: Date, Account, Amount, Comment Type, Comment; a server
 * page.
 */
export function ExpensesTable(page: PagedRows<ExpenseRow>) {
  return <Table label="Expenses" columns={columns} rowKey={(row) => row.expense_id} {...page} />;
}
