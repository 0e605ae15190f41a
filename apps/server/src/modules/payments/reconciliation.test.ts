import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode } from '../../test/journal-rows.js';
import { body, expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { mpesaCsv, type StatementRow } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';

let ctx: TestContext;
let callers: Callers;
let group: PaymentsGroup;
let equity: number;

const line = (receipt: string, time: string, fields: StatementRow): StatementRow => ({
  'Receipt No.': receipt,
  'Completion Time': time,
  'Transaction Status': 'Completed',
  ...fields,
});

usePaymentsGroup(
  async (scene) => {
    ({ ctx, group, callers } = scene);
    const { admin } = group;
    const api = as(ctx, admin);
    await api.post('/create-bank-account', { name: 'Equity Bank', amount: 0 });
    equity = await accountIdByCode(ctx.database.db, '1102');
    // A receipt the treasurer typed by hand before the statement came, approved into the M-Pesa account.
    const typed = await api.post(
      '/create-transaction',
      body(
        group.members.get('Chebet')!.id,
        [{ transaction_type: 'SAVING', transaction_amount: 450, extra: 'TR00000004' }],
        {
          transaction_date: '2026-10-04',
        },
      ),
    );
    await api.patch(`/transactions/savings/${typed.json().transaction_id}/status`, {
      status: 'Approved',
      account_id: group.mpesaAccountId,
    });
    const m = (name: string) => group.members.get(name)!.memberNumber;
    const csv = mpesaCsv([
      line('TR00000006', '2026-10-05 16:00:00', {
        Withdrawn: '-3,000.00',
        Balance: '1,627.50',
        Details: 'Business Pay Bill to 400200 - EQUITY BANK',
        'Reason Type': 'Business Pay Bill',
      }),
      line('TR00000004', '2026-10-04 08:00:00', {
        'Paid In': '450.00',
        Balance: '4,627.50',
        'Other Party Info': '2547******108 - CHEBET K',
        'A/C No.': m('Chebet'),
      }),
      line('TR00000003', '2026-10-03 12:00:00', {
        'Paid In': '700.00',
        Balance: '4,177.50',
        'Other Party Info': '2547******999 - JOHN DOE',
        'A/C No.': 'GIFT',
      }),
      line('TR00000002', '2026-10-02 11:00:00', {
        Withdrawn: '-23.00',
        Balance: '3,477.50',
        Details: 'Pay Bill Charge',
        'Reason Type': 'Pay Bill Charge',
      }),
      line('TR00000002', '2026-10-02 11:00:00', {
        'Paid In': '2,500.50',
        Balance: '3,500.50',
        'Other Party Info': '2547******102 - OTIENO O',
        'A/C No.': m('Otieno'),
      }),
      line('TR00000001', '2026-10-01 10:00:00', {
        'Paid In': '1,000.00',
        Balance: '1,000.00',
        'Other Party Info': '2547******101 - WANJIRU K',
        'A/C No.': m('Wanjiru'),
      }),
    ]);
    const imported = await upload(ctx, admin, '/mpesa/statements', csv);
    expect(imported.json()).toMatchObject({
      imported: 3,
      duplicates: 1,
      matched: 2,
      unmatched: 1,
      skipped: 2,
    });
  },
  { callers: true },
);

const reconciliation = async (query = '') => {
  const res = await as(ctx, group.admin).get(`/reconciliation/${group.mpesaAccountId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const references = (lines: { reference: string; money_in: number; money_out: number }[]) =>
  lines.map((l) => `${l.reference} ${l.money_in - l.money_out}`);

describe('GET /reconciliation/{accountId}', () => {
  it('is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', `/reconciliation/${group.mpesaAccountId}`)).toEqual(
      ADMIN_ONLY,
    );
  });

  it('sets the statement’s closing balance against the books before anything is approved', async () => {
    const answer = await reconciliation();
    expect(answer).toMatchObject({
      account: { id: group.mpesaAccountId, code: '1101', name: 'M-Pesa Paybill 600123' },
      statement: {
        from: '2026-10-01',
        to: '2026-10-05',
        lines: 6,
        opening_balance: 0,
        closing_balance: 1627.5,
      },
      // Only the receipt typed by hand is in the books yet.
      books_balance: 450,
      difference: 1177.5,
      agrees: false,
      book_entries: [],
    });
    expect(references(answer.statement_lines)).toEqual([
      'TR00000001 1000',
      'TR00000002 2500.5',
      'TR00000002 -23',
      'TR00000003 700',
      'TR00000006 -3000',
    ]);
  });

  it('pairs approved payments and the transfer to the bank, leaving the charge unexplained, to the cent', async () => {
    const api = as(ctx, group.admin);
    const pending = (await api.get('/payments?status=pending')).json().payments as { id: number }[];
    for (const payment of pending)
      expect((await api.post(`/payments/${payment.id}/approve`, {})).statusCode).toBe(200);
    const stranger = (await api.get('/payments?status=unmatched')).json().payments[0];
    await api.post(`/payments/${stranger.id}/assign`, { user_id: group.members.get('Mutua')!.id });
    await api.post(`/payments/${stranger.id}/approve`, {});
    const moved = await api.post('/books/transfers', {
      from_account_id: group.mpesaAccountId,
      to_account_id: equity,
      amount: 3000,
      date: '2026-10-05',
      memo: 'Banked the month’s contributions',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const answer = await reconciliation();
    expect(answer).toMatchObject({
      books_balance: 1650.5,
      difference: -23,
      agrees: false,
      book_entries: [],
    });
    expect(references(answer.statement_lines)).toEqual(['TR00000002 -23']);
    await expectBalancesReconcile(ctx);
  });

  it('agrees on a date before the charge, and lists what the books hold that the statement does not', async () => {
    const answer = await reconciliation('?as_of=2026-10-01');
    expect(answer).toMatchObject({
      statement: {
        from: '2026-10-01',
        to: '2026-10-01',
        lines: 1,
        opening_balance: 0,
        closing_balance: 1000,
      },
      books_balance: 1000,
      difference: 0,
      agrees: true,
      statement_lines: [],
      book_entries: [],
    });
    // Money the books say came in, which the statement does not show.
    const api = as(ctx, group.admin);
    const typed = await api.post(
      '/create-transaction',
      body(group.members.get('Chebet')!.id, [{ transaction_type: 'SAVING', transaction_amount: 250.25 }], {
        transaction_date: '2026-10-01',
      }),
    );
    const id = typed.json().transaction_id;
    await api.patch(`/transactions/savings/${id}/status`, {
      status: 'Approved',
      account_id: group.mpesaAccountId,
    });
    const unexplained = await reconciliation('?as_of=2026-10-01');
    expect(unexplained).toMatchObject({
      books_balance: 1250.25,
      difference: -250.25,
      agrees: false,
      statement_lines: [],
      book_entries: [
        { date: '2026-10-01', memo: `Saving, transaction TRN-${id}`, money_in: 250.25, money_out: 0 },
      ],
    });
    const cash = await accountIdByCode(ctx.database.db, '1000');
    const none = (await as(ctx, group.admin).get(`/reconciliation/${cash}`)).json();
    expect(none).toMatchObject({ statement: null, difference: null, agrees: false, statement_lines: [] });
  });

  it('answers 404 for an account that is not a money account, and 422 for a bad date', async () => {
    const loans = await accountIdByCode(ctx.database.db, '1200');
    expect((await as(ctx, group.admin).get(`/reconciliation/${loans}`)).statusCode).toBe(404);
    expect((await as(ctx, group.admin).get('/reconciliation/99999')).statusCode).toBe(404);
    const bad = await as(ctx, group.admin).get(`/reconciliation/${group.mpesaAccountId}?as_of=2026-02-30`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('as_of is not a real date');
  });
});
