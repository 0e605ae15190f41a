import { filterBar, orderField, selectField } from '../../../components/ui/FilterBar';

const buckets = [
  { value: '1-30', label: '1–30 days' },
  { value: '31-60', label: '31–60 days' },
  { value: '61-90', label: '61–90 days' },
  { value: 'over-90', label: 'Over 90 days' },
];
const orders = [
  { value: 'days_past_due', label: 'Fewest days late first' },
  { value: '-overdue', label: 'Most overdue first' },
  { value: 'overdue', label: 'Least overdue first' },
  { value: '-principal_outstanding', label: 'Most outstanding first' },
  { value: 'principal_outstanding', label: 'Least outstanding first' },
];

/** The arrears list's search (member name), PAR bucket and order. */
export const ArrearsFilters = filterBar('Filter arrears', 'Member name', [
  selectField('bucket', 'Days past due', buckets, 'Any'),
  orderField(orders, 'Most days late first'),
]);
