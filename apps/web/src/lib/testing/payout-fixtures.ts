import type { PayoutView } from '@links/domain';

/**
 * A payout as `GET /payouts` answers it (docs/decisions/payouts.md, "Lists"): Wanjiru's long-term loan
 * #12 of KES 10,000.00, owed by M-Pesa to her phone on file, not sent yet.
 */
export const payoutOf = (patch: Partial<PayoutView> = {}): PayoutView => ({
  payout_id: 5,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  amount: 10_000,
  source: 'loan',
  source_id: 12,
  description: 'Long-term loan #12',
  status: 'Pending',
  method: null,
  phone: '254712000111',
  receipt: null,
  reason: null,
  attempts: 0,
  account_id: null,
  note: null,
  entry_id: null,
  created_at: '2026-03-10T06:00:00.000Z',
  sent_at: null,
  completed_at: null,
  can_send: true,
  ...patch,
});

/** Wanjiru's payout once Safaricom said it was sent, with its receipt. */
export const completedPayoutOf = (patch: Partial<PayoutView> = {}): PayoutView =>
  payoutOf({
    status: 'Completed',
    method: 'mpesa',
    receipt: 'SIMB2C0001',
    attempts: 1,
    account_id: 7,
    entry_id: 40,
    sent_at: '2026-03-11T07:00:00.000Z',
    completed_at: '2026-03-11T07:00:01.000Z',
    can_send: false,
    ...patch,
  });

/** A page of payouts as `GET /payouts` answers it. */
export const payoutsPageOf = (payouts: PayoutView[], pages = 1) => ({
  payouts,
  pagination: { page: 1, per_page: 10, total: payouts.length, pages },
});
