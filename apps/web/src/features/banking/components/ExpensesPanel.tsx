import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { useExpenses } from '../api/get-expenses';
import { ExpensesTable } from './ExpensesTable';

/** The Expenses tab of /expenses. */
export function ExpensesPanel() {
  const expenses = useExpenses();
  if (expenses.isPending) return <Loading>Loading expenses...</Loading>;
  if (expenses.isError) return <Alert>Failed to load expenses</Alert>;
  return <ExpensesTable expenses={expenses.data} />;
}
