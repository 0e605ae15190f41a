import { filterBar, orderBy } from '../../../components/ui/FilterBar';

/** The accounts table's search (name, number, phone or email) and order (`GET /allacounts?q&sort`). */
export const AccountFilters = filterBar('Filter accounts', 'Name, member number, phone or email', [
  orderBy('Name, A to Z', {
    '-savings': 'Most savings first',
    savings: 'Least savings first',
    member_number: 'Member number',
    '-created_at': 'Newest accounts first',
  }),
]);
