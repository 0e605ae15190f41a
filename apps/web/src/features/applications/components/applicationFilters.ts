import { choices, orderBy } from '../../../components/ui/FilterBar';

/** The statuses an application can be in, as the pickers offer them. */
export const APPLICATION_STATUSES = choices({
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
});

/** The orders of an applications list (the server's default: newest first). */
export const applicationOrder = orderBy('Newest first', {
  created_at: 'Oldest first',
  '-amount': 'Largest first',
  amount: 'Smallest first',
});
