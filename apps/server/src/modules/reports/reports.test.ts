import { addMonthsClamped, daysInMonth, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  body,
  expectBalancesReconcile,
  type Item,
  issueLongTermLoan,
  issueShortTermLoan,
  openSavings,
} from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let saver: SignedIn;
const today = todayInGroupZone();
const firstOfThisMonth = `${today.slice(0, 7)}-01`;
/** The first day of the report's window: the month eleven months before this one. */
const windowStart = addMonthsClamped(firstOfThisMonth, -11);
/** The last day of the month before the window. */
const dayBeforeWindow = (() => {
  const month = addMonthsClamped(windowStart, -1);
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${month.slice(0, 8)}${String(last).padStart(2, '0')}`;
})();
const monthOf = (offset: number) => addMonthsClamped(firstOfThisMonth, offset).slice(0, 7);

usePeopleApp(
  {
    admin: 'admin',
    member: 'member',
    otherMember: 'member',
    saver: named('Zawadi Njeri'),
  },
  (scene) => ({ ctx, callers, saver } = scene),
);

const report = async () => {
  const res = await as(ctx, callers.admin).get('/reports/monthly-collections');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    current_month: string;
    months: { month: string; savings: number; repayments: number; total: number }[];
  };
};

/** Submits a transaction dated `date` for the saver and decides its items of each kind. */
async function transaction(date: string, items: Item[], decision: 'Approved' | 'Rejected' | 'Pending') {
  const res = await as(ctx, callers.admin).post(
    '/create-transaction',
    body(saver.id, items, { transaction_date: date }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { transaction_id: number }).transaction_id;
  if (decision === 'Pending') return;
  const payload =
    decision === 'Approved' ? { status: 'Approved' } : { status: 'Rejected', reason: 'Bounced' };
  for (const kind of ['savings', 'loan-long', 'short-long']) {
    const decided = await as(ctx, callers.admin).patch(`/transactions/${kind}/${id}/status`, payload);
    expect(decided.statusCode, decided.body).toBe(200);
  }
}

describe('GET /reports/monthly-collections', () => {
  it('is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/reports/monthly-collections')).toEqual(ADMIN_ONLY);
  });

  it('lists the last twelve months, oldest first, ending with the current month in Nairobi', async () => {
    const answer = await report();
    expect(answer.current_month).toBe(today.slice(0, 7));
    expect(answer.months.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthOf(index - 11)),
    );
    expect(answer.months.every((row) => row.savings === 0 && row.repayments === 0 && row.total === 0)).toBe(
      true,
    );
  });

  it('sums approved savings and loan repayments by the month of the transaction date', async () => {
    const longAgo = addMonthsClamped(today, -14);
    await openSavings(ctx, callers.admin, saver.id, 5000);
    await issueLongTermLoan(ctx, callers.admin, saver.id, 100_000, longAgo);
    await issueShortTermLoan(ctx, callers.admin, saver.id, 20_000, longAgo);

    await transaction(today, [{ transaction_type: 'SAVING', transaction_amount: 2500.5 }], 'Approved');
    await transaction(
      today,
      [
        { transaction_type: 'SAVING', transaction_amount: 1000 },
        { transaction_type: 'LTL', transaction_amount: 4707.35 },
        { transaction_type: 'STL', transaction_amount: 1000.01 },
      ],
      'Approved',
    );
    await transaction(
      addMonthsClamped(firstOfThisMonth, -2),
      [{ transaction_type: 'LTL', transaction_amount: 3000 }],
      'Approved',
    );
    // The window's first day counts; the day before it does not.
    await transaction(windowStart, [{ transaction_type: 'SAVING', transaction_amount: 700 }], 'Approved');
    await transaction(dayBeforeWindow, [{ transaction_type: 'SAVING', transaction_amount: 900 }], 'Approved');
    // Money not received: pending and rejected items.
    await transaction(today, [{ transaction_type: 'SAVING', transaction_amount: 333 }], 'Pending');
    await transaction(today, [{ transaction_type: 'STL', transaction_amount: 444 }], 'Rejected');

    const answer = await report();
    const figures = Object.fromEntries(
      answer.months
        .filter((row) => row.total !== 0)
        .map((row) => [row.month, { savings: row.savings, repayments: row.repayments, total: row.total }]),
    );
    expect(figures).toEqual({
      [monthOf(-11)]: { savings: 700, repayments: 0, total: 700 },
      [monthOf(-2)]: { savings: 0, repayments: 3000, total: 3000 },
      [monthOf(0)]: { savings: 3500.5, repayments: 5707.36, total: 9207.86 },
    });
    await expectBalancesReconcile(ctx);
  });
});
