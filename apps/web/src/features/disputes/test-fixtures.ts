import type { DisputeView } from '@links/domain';

/**
 * A dispute as `GET /disputes` lists it: Wanjiru's, open, about the KES 1,500.00 saving of
 * transaction TRN-9 in her statement.
 */
export const disputeView = (patch: Partial<DisputeView>): DisputeView => ({
  dispute_id: 7,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  transaction_id: null,
  journal_entry_id: 31,
  line_date: '2026-03-02',
  line_description: 'Saving, transaction TRN-9',
  amount: 1500,
  status: 'Open',
  reason: 'I paid 2,000 by M-Pesa.',
  answer: null,
  answered_by: null,
  answered_at: null,
  created_at: '2026-03-05T07:00:00.000Z',
  ...patch,
});
