import type { StkDue, StkView } from '@links/domain';

/**
 * "Pay with M-Pesa"'s tests' shared answers: what is due as `GET /payments/stk/due` answers it, and
 * the request as `GET /payments/stk/:id` reads it, pending until a patch settles it.
 */
export const DUE: StkDue = {
  amount: 2501,
  parts: [
    { kind: 'long_term', label: 'Long-term loan due', amount: 1500 },
    { kind: 'fines', label: 'Fines owed', amount: 200 },
    { kind: 'savings', label: 'Savings this month', amount: 800.5 },
  ],
  phone: '254712000111',
};
export const ID = 'ws_CO_0001';
export const view = (patch: Partial<StkView> = {}): StkView => ({
  checkout_request_id: ID,
  status: 'Pending',
  amount: 2501,
  phone: '254712000111',
  reason: null,
  receipt: null,
  payment_id: null,
  requested_at: '2026-03-02T06:30:00.000Z',
  settled_at: null,
  ...patch,
});
