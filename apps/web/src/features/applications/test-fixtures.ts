import type { ApplicationView } from '@links/domain';

/**
 * A loan application as `GET /loan-applications` lists it: Wanjiru's long-term loan of KES 50,000.50
 * over 12 months for a dairy cow, pending, KES 5,000.50 short of guarantees.
 */
export const applicationView = (patch: Partial<ApplicationView>): ApplicationView => ({
  id: 9,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  kind: 'long_term',
  amount: 50000.5,
  months: 12,
  purpose: 'Dairy cow',
  status: 'Pending',
  limit: 30000,
  guaranteed: 15000,
  shortfall: 5000.5,
  applied_by: 4,
  created_at: '2026-03-01T22:30:00.000Z',
  decided_at: null,
  decided_by: null,
  reason: null,
  loan_id: null,
  guarantees: [],
  ...patch,
});
