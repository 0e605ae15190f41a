import type { LoanPaymentRow, LoanRow } from '@links/domain';

/**
 * The loans' tests' shared rows: Wanjiru's long-term loan #7 of KES 100,000.00 at 12% over 24 months
 * as `GET /loans` lists it, and a repayment of it as the payment history lists it.
 */
export const loanRow = (patch: Partial<LoanRow>): LoanRow => ({
  id: 7,
  user_id: 4,
  user_firstname: 'Wanjiru',
  user_lastname: 'Kamau',
  principal: 95234.5,
  loan_amount: 100000,
  interest_amount: 11384.47,
  amount_due: 106618.97,
  installment_amount: 4707.35,
  interest_rate: 0.12,
  payment_period: 24,
  date_issued: '2026-01-05',
  due_date: '2028-01-05',
  status: 'Uncleared',
  ...patch,
});

export const loanPayment = (patch: Partial<LoanPaymentRow>): LoanPaymentRow => ({
  id: 2,
  loan_id: 7,
  user_firstname: 'Wanjiru',
  user_lastname: 'Kamau',
  transaction_amount: 4907.35,
  principal_paid: 3707.35,
  interest_paid: 1000,
  fines_paid: 200,
  loan_details: { principal: 100000, interest_rate: 0.12 },
  created_at: '2026-02-05T08:00:00.000Z',
  ...patch,
});
