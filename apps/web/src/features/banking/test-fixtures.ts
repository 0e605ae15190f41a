import type { ExpenseRow } from '@links/domain';

/**
 * The expenses as `GET /all-expenses` lists them: KES 250.00 of transport paid from Cash on hand on
 * March 2, entered days later and reversed as paid twice, and KES 1,500.05 of receipt books paid
 * from Equity Bank.
 */
export const EXPENSE_ROWS: ExpenseRow[] = [
  {
    expense_id: 2,
    // Paid from Cash on hand on March 2 and entered days later: the table shows the day paid.
    date: '2026-03-02',
    account_id: 1,
    account_name: 'Cash on hand',
    amount: 250,
    comment_type: 'Transport',
    comment: null,
    created_at: '2026-03-05T09:30:00.000Z',
    reversal: { id: 1, date: '2026-03-05', reason: 'Paid twice' },
  },
  {
    expense_id: 1,
    date: '2026-02-27',
    account_id: 7,
    account_name: 'Equity Bank',
    amount: 1500.05,
    comment_type: 'Stationery',
    comment: 'Receipt books',
    created_at: '2026-02-27T08:00:00.000Z',
    reversal: null,
  },
];
