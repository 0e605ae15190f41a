import { filterBar, orderField } from '../../../components/ui/FilterBar';

export const SAVING_FILTERS = ['q', 'sort'] as const;
export type SavingFilterValues = Record<(typeof SAVING_FILTERS)[number], string>;

const fields = [
  orderField(
    [
      { value: '-amount_saved', label: 'Most saved first' },
      { value: 'amount_saved', label: 'Least saved first' },
      { value: '-expected_saving', label: 'Highest target first' },
      { value: '-created_at', label: 'Newest accounts first' },
    ],
    'Name, A to Z',
  ),
];

/** The savings table's search (the saver's name or number) and order (`GET /all-savings?q&sort`). */
export const SavingFilters = filterBar('Filter savings', 'Member name or number', fields);
