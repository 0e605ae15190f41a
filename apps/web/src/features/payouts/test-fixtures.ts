import { completedPayoutOf, payoutOf } from '../../lib/testing/payout-fixtures';

/**
 * The payouts both Payouts tests list: a withdrawal paid by M-Pesa, Baraka's short-term loan that
 * Safaricom refused, and a long-term loan paid by hand at the meeting.
 */
export const PAID_WITHDRAWAL = completedPayoutOf({
  payout_id: 6,
  description: 'Withdrawal #3',
  amount: 2_500,
});
export const FAILED_LOAN = payoutOf({
  payout_id: 7,
  firstname: 'Baraka',
  lastname: 'Otieno',
  description: 'Short-term loan #2',
  status: 'Failed',
  method: 'mpesa',
  reason: 'The balance is insufficient for the transaction.',
  attempts: 1,
  phone: null,
});
export const PAID_BY_HAND = completedPayoutOf({
  payout_id: 8,
  method: 'hand',
  receipt: null,
  note: 'Cash at the meeting',
  description: 'Long-term loan #9',
});
