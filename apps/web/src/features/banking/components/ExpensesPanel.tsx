import { ListDownload } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { downloadExpenses, useExpensePage } from '../api/get-expenses';
import { EXPENSE_FILTERS, ExpenseFilters } from './BankingFilters';
import { ExpensesTable } from './ExpensesTable';

export const EXPENSES_FAILED = 'Failed to load expenses';

/**
 * The Expenses tab of /expenses: newest first, ten to a page from the server, searched, filtered
 * and ordered there, with the choices in the URL, and downloadable as CSV with the same filters.
 */
export function ExpensesPanel() {
  const { values, setPage, change, query: expenses } = useListPage(EXPENSE_FILTERS, useExpensePage);
  return (
    <>
      <ExpenseFilters key={values.q} values={values} onChange={change} />
      <ListDownload download={() => downloadExpenses(values)} failed="Could not download the expenses" />
      <Loaded
        query={expenses}
        loading="Loading expenses..."
        failed={listFailure(expenses.error, EXPENSES_FAILED)}
      >
        {(data) => <ExpensesTable rows={data.expenses} pagination={data.pagination} onPageChange={setPage} />}
      </Loaded>
    </>
  );
}
