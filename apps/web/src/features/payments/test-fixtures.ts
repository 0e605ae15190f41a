import type { PaymentView, ReconciliationAnswer } from '@links/domain';

/**
 * The payments' tests' shared answers: an incoming payment as `GET /payments` lists it (Wanjiru's
 * KES 1,500.00 by M-Pesa, matched by her member number, pending approval) and the M-Pesa account's
 * reconciliation as `GET /reconciliation/7` answers it.
 */
export const paymentView = (patch: Partial<PaymentView> = {}): PaymentView => ({
  id: 1,
  source: 'c2b',
  receipt: 'TKE0000001',
  paid_at: '2026-03-02T06:30:00.000Z',
  paid_on: '2026-03-02',
  amount: 1500,
  payer_name: 'WANJIRU KAMAU',
  payer_phone: '254712345678',
  account_ref: 'M002',
  account: { id: 7, name: 'M-Pesa Paybill' },
  status: 'Pending approval',
  user_id: 4,
  member_name: 'Wanjiru Kamau',
  member_number: 'M002',
  match_rule: 'member_number',
  transaction_id: 3,
  items: [],
  suggestions: [],
  note: null,
  can_approve: true,
  ...patch,
});

/** The split a pending payment proposes: KES 1,000.00 to the long-term loan, KES 500.00 to savings. */
export const PENDING_SPLIT: PaymentView['items'] = [
  { type: 'LTL', amount: 1000, status: 'Pending' },
  { type: 'SAVING', amount: 500, status: 'Pending' },
];

export const RECONCILIATION: ReconciliationAnswer = {
  account: { id: 7, code: '1101', name: 'M-Pesa Paybill' },
  statement: { from: '2026-03-01', to: '2026-03-31', lines: 2, opening_balance: 0, closing_balance: 1470.5 },
  books_balance: 1000,
  difference: 470.5,
  agrees: false,
  statement_lines: [
    {
      id: 1,
      date: '2026-03-02',
      reference: 'TKE0000001',
      details: 'Pay Bill Online',
      money_in: 1500.5,
      money_out: 0,
    },
  ],
  book_entries: [
    { entry_id: 40, date: '2026-03-05', memo: 'Expense: Tent hire', money_in: 0, money_out: 1000 },
  ],
};

/** Wanjiru's fine of KES 300 as `GET /fines?user_id=4&status=owed` lists it. */
export const OWED_FINES = {
  fines: [
    {
      id: 1,
      user_id: 4,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      loan_id: null,
      kind: 'attendance',
      period: '2026-03',
      charged_on: '2026-03-01',
      amount: 300,
      paid: 0,
      waived: 0,
      status: 'Owed',
      waive_reason: null,
    },
  ],
  pagination: { page: 1, per_page: 100, total: 1, pages: 1 },
};
