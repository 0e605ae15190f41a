import { filterBar, orderField } from '../../../components/ui/FilterBar';

export const ACCOUNT_FILTERS = ['q', 'sort'] as const;
export type AccountFilterValues = Record<(typeof ACCOUNT_FILTERS)[number], string>;

const fields = [
  orderField(
    [
      { value: '-savings', label: 'Most savings first' },
      { value: 'savings', label: 'Least savings first' },
      { value: 'member_number', label: 'Member number' },
      { value: '-created_at', label: 'Newest accounts first' },
    ],
    'Name, A to Z',
  ),
];

/** The accounts table's search (name, number, phone or email) and order (`GET /allacounts?q&sort`). */
export const AccountFilters = filterBar('Filter accounts', 'Name, member number, phone or email', fields);
