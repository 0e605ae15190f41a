import { formatDate } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { Expense } from '../api/get-expenses';

const columns: Column<Expense>[] = [
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.created_at)}</span> },
  {
    header: 'Account',
    cell: (row) => <span className="font-medium text-slate-900">{row.account_name}</span>,
  },
  { header: 'Amount', align: 'right', cell: (row) => <Money cents={kesToCents(row.amount)} /> },
  { header: 'Comment Type', cell: (row) => row.comment_type },
  {
    header: 'Comment',
    cell: (row) => <span className="break-words text-slate-600">{row.comment || '—'}</span>,
  },
];

/** Product spec §2 Other tables, Expenses: Date, Account, Amount, Comment Type, Comment; a server page. */
export function ExpensesTable(page: PagedRows<Expense>) {
  return <Table label="Expenses" columns={columns} rowKey={(row) => row.expense_id} {...page} />;
}
