import { filterBar, orderBy } from '../../../components/ui/FilterBar';

/** The savings table's search (the saver's name or number) and order (`GET /all-savings?q&sort`). */
export const SavingFilters = filterBar('Filter savings', 'Member name or number', [
  orderBy('Name, A to Z', {
    '-amount_saved': 'Most saved first',
    amount_saved: 'Least saved first',
    '-expected_saving': 'Highest target first',
    '-created_at': 'Newest accounts first',
  }),
]);
