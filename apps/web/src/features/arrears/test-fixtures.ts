import type { ArrearsAnswer } from '@links/domain';

/**
 * A loan in arrears as `GET /loans/arrears` lists it: Wanjiru's long-term loan #12, 53 days past due on
 * its installment of October 5.
 */
export const WANJIRU_IN_ARREARS: ArrearsAnswer['loans'][number] = {
  loan_id: 12,
  kind: 'long_term',
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  oldest_due_date: '2026-10-05',
  days_past_due: 53,
  overdue_principal: 4166.67,
  overdue_interest: 480.5,
  fines: 200,
  principal_outstanding: 48000.5,
};
