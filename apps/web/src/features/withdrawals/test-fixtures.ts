import type { WithdrawalView } from '@links/domain';

/**
 * The withdrawals' tests' shared rows as `GET /withdrawals` lists them: Wanjiru's requests from Equity
 * Bank for school fees, one still to be paid, one paid and one rejected.
 */
export const withdrawalRow = (id: number, extra: Partial<WithdrawalView>): WithdrawalView => ({
  withdrawal_id: id,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  amount: 1000,
  account_id: 2,
  account_name: 'Equity Bank',
  reason: 'School fees',
  status: 'Requested',
  requested_on: '2026-03-10',
  payable_on: '2026-03-10',
  paid_on: null,
  requested_by: 4,
  decided_by: null,
  rejection_reason: null,
  created_at: '2026-03-10T06:00:00.000Z',
  ...extra,
});

export const WITHDRAWAL_ROWS = [
  withdrawalRow(3, { payable_on: '2026-03-17', amount: 250.5 }),
  withdrawalRow(2, { status: 'Paid', paid_on: '2026-03-11', amount: 12500 }),
  withdrawalRow(1, { status: 'Rejected', rejection_reason: 'Asked twice' }),
];
