import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, send, statusesFor } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { linesOf } from '../../test/list-fixtures.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { mpesaCsv } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';

let ctx: TestContext;
let callers: Callers;
let group: PaymentsGroup;

usePaymentsGroup(
  async (scene) => {
    ({ ctx, group, callers } = scene);
    const { admin } = group;
    const member = (name: string) => group.members.get(name)!;
    // A statement imported by the admin: two matched, two unmatched (one suggests Achieng).
    const line = (receipt: string, time: string, amount: string, party: string, account: string) => ({
      'Receipt No.': receipt,
      'Completion Time': time,
      Details: `Pay Bill from ${party}`,
      'Transaction Status': 'Completed',
      'Paid In': amount,
      Balance: '1.00',
      'Other Party Info': party,
      'A/C No.': account,
    });
    const csv = mpesaCsv([
      line('TL00000004', '2026-10-04 09:00:00', '400.00', '2547******999 - JOHN DOE', 'HARAMBEE'),
      line('TL00000003', '2026-10-03 09:00:00', '300.00', '2547******103 - ACHIENG X', 'CHAMA'),
      line(
        'TL00000002',
        '2026-10-02 09:00:00',
        '2,000.00',
        '2547******102 - OTIENO O',
        member('Otieno').memberNumber,
      ),
      line(
        'TL00000001',
        '2026-10-01 09:00:00',
        '1,000.00',
        '2547******101 - WANJIRU K',
        member('Wanjiru').memberNumber,
      ),
    ]);
    const res = await upload(ctx, admin, '/mpesa/statements', csv);
    expect(res.json()).toMatchObject({ imported: 4, matched: 2, unmatched: 2 });
    await callback(
      ctx,
      'confirmation',
      group.token,
      c2bBody({
        TransID: 'TL00000005',
        TransTime: '20261005090000',
        BillRefNumber: member('Baraka').memberNumber,
        FirstName: 'BARAKA',
        LastName: 'MWANGI',
      }),
    );
  },
  { callers: true, admin: { firstname: 'Amina', lastname: 'Odhiambo' } },
);

const list = (who: SignedIn, query = '') => as(ctx, who).get(`/payments${query}`);
const byReceipt = async (receipt: string) => (await group.paymentOf(receipt))!;

describe('GET /payments', () => {
  it('is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/payments')).toEqual(ADMIN_ONLY);
  });

  it('pages on the server, newest first', async () => {
    const first = (await list(group.admin, '?per_page=2')).json();
    expect(first.pagination).toEqual({ page: 1, per_page: 2, total: 5, pages: 3 });
    expect(first.payments.map((p: { receipt: string }) => p.receipt)).toEqual(['TL00000005', 'TL00000004']);
    const last = (await list(group.admin, '?per_page=2&page=3')).json();
    expect(last.payments.map((p: { receipt: string }) => p.receipt)).toEqual(['TL00000001']);
    expect((await list(group.admin, '?page=9')).json().payments).toEqual([]);
  });

  it('shows each payment with its source, payer, member and status', async () => {
    const [live, , suggested] = (await list(group.admin)).json().payments;
    expect(live).toMatchObject({
      source: 'c2b',
      receipt: 'TL00000005',
      amount: 1500,
      paid_on: '2026-10-05',
      status: 'Pending approval',
      member_name: 'Baraka Mwangi',
      account: { id: group.mpesaAccountId, name: 'M-Pesa Paybill 600123' },
      suggestions: [],
    });
    expect(suggested).toMatchObject({
      source: 'mpesa_statement',
      status: 'Unmatched',
      payer_phone: '2547******103',
      payer_name: 'ACHIENG X',
      user_id: null,
      items: [],
      suggestions: [
        {
          user_id: group.members.get('Achieng')!.id,
          name: 'Achieng Atieno',
          member_number: group.members.get('Achieng')!.memberNumber,
          phone: '254700000103',
        },
      ],
    });
  });

  it('filters by status and source, and searches receipts, payers and members', async () => {
    const receipts = async (query: string) =>
      (await list(group.admin, query)).json().payments.map((p: { receipt: string }) => p.receipt);
    expect(await receipts('?status=unmatched')).toEqual(['TL00000004', 'TL00000003']);
    expect(await receipts('?status=pending&source=mpesa_statement')).toEqual(['TL00000002', 'TL00000001']);
    expect(await receipts('?source=c2b')).toEqual(['TL00000005']);
    expect(await receipts('?q=tl00000002')).toEqual(['TL00000002']);
    expect(await receipts('?q=john')).toEqual(['TL00000004']);
    expect(await receipts('?q=Wanjiru Kamau')).toEqual(['TL00000001']);
    expect(await receipts(`?q=${group.members.get('Otieno')!.memberNumber.toLowerCase()}`)).toEqual([
      'TL00000002',
    ]);
    expect(await receipts('?q=100%25')).toEqual([]);
  });

  it('sorts by amount or by when it was paid, and bounds the day paid', async () => {
    const receipts = async (query: string) =>
      (await list(group.admin, query)).json().payments.map((p: { receipt: string }) => p.receipt);
    expect(await receipts('?sort=amount')).toEqual([
      'TL00000003',
      'TL00000004',
      'TL00000001',
      'TL00000005',
      'TL00000002',
    ]);
    expect(await receipts('?sort=-amount&per_page=2')).toEqual(['TL00000002', 'TL00000005']);
    expect(await receipts('?sort=paid_at&per_page=2')).toEqual(['TL00000001', 'TL00000002']);
    expect(await receipts('?from=2026-10-02&to=2026-10-03')).toEqual(['TL00000003', 'TL00000002']);
    expect(await receipts('?from=2026-10-05&source=mpesa_statement')).toEqual([]);
  });

  it('downloads the whole filtered list as CSV in the list’s order', async () => {
    const res = await list(group.admin, '?format=csv&source=mpesa_statement&sort=-amount');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(
      'id,paid_at,source,receipt,amount,payer_name,payer_phone,account_ref,account,status,member_number,member,transaction_id,note',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(3, 5))).toEqual([
      ['TL00000002', '2000.00'],
      ['TL00000001', '1000.00'],
      ['TL00000004', '400.00'],
      ['TL00000003', '300.00'],
    ]);
  });

  it.each([
    ['sort=payer', 'sort'],
    ['from=2026-10-32', 'from'],
    ['from=2026-10-05&to=2026-10-01', 'from'],
    ['format=pdf', 'format'],
    ['status=done', 'status'],
  ])('refuses ?%s with a 422 naming %s', async (query, field) => {
    const res = await list(group.admin, `?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it('keeps the download to admins', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/payments?format=csv&q=tl')).toEqual(ADMIN_ONLY);
  });

  it.each([
    ['?status=lost', 'status must be unmatched, pending, approved or ignored'],
    ['?source=cash', 'source must be c2b, mpesa_statement or bank_statement'],
    ['?per_page=0', 'per_page must be between 1 and 100'],
    ['?page=0', 'page must be at least 1'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?q=%00', 'q must not contain NUL characters'],
  ])('refuses %s', async (query, message) => {
    const res = await list(group.admin, query);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /payments/{id}/assign', () => {
  it('is for admins only', async () => {
    const row = await byReceipt('TL00000003');
    expect(await statusesFor(ctx, callers, 'POST', `/payments/${row.id}/assign`, { user_id: 'x' })).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 422,
    });
  });

  it('makes an unmatched payment the member’s pending transaction', async () => {
    const row = await byReceipt('TL00000003');
    const achieng = group.members.get('Achieng')!;
    const res = await as(ctx, group.admin).post(`/payments/${row.id}/assign`, { user_id: achieng.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment assigned: it waits for approval.',
      payment: {
        status: 'Pending approval',
        user_id: achieng.id,
        match_rule: 'assigned',
        items: [{ type: 'SAVING', amount: 300, status: 'Pending' }],
        suggestions: [],
      },
    });
    expect(await byReceipt('TL00000003')).toMatchObject({
      assignedBy: group.admin.id,
      importedBy: group.admin.id,
    });
  });

  it('refuses a payment that is not unmatched, an unknown member, and one who cannot take it', async () => {
    const pending = await byReceipt('TL00000003');
    const again = await as(ctx, group.admin).post(`/payments/${pending.id}/assign`, {
      user_id: group.members.get('Njeri')!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is pending approval: it cannot be assigned.');
    const open = await byReceipt('TL00000004');
    const unknown = await as(ctx, group.admin).post(`/payments/${open.id}/assign`, { user_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    // A member without a savings account or loan cannot take the money.
    const bare = await as(ctx, group.admin).post(`/payments/${open.id}/assign`, {
      user_id: callers.member.id,
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toBe(
      'Wanjiru Kamau has no savings account, and their loans cannot take KES 400.00 of it.',
    );
    expect(await byReceipt('TL00000004')).toMatchObject({ status: 'unmatched', transactionId: null });
    expect((await as(ctx, group.admin).post('/payments/999999/assign', { user_id: 1 })).statusCode).toBe(404);
  });
});

describe('POST /payments/{id}/ignore', () => {
  it('ignores an unmatched payment with a reason', async () => {
    const row = await byReceipt('TL00000004');
    const missing = await as(ctx, group.admin).post(`/payments/${row.id}/ignore`, { reason: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('A reason is required to ignore a payment');
    const res = await as(ctx, group.admin).post(`/payments/${row.id}/ignore`, {
      reason: 'Sent to the wrong paybill',
    });
    expect(res.json()).toMatchObject({
      message: 'Payment ignored.',
      payment: { status: 'Ignored', note: 'Sent to the wrong paybill' },
    });
    const again = await as(ctx, group.admin).post(`/payments/${row.id}/ignore`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('ignores a pending one by rejecting its transaction', async () => {
    const row = await byReceipt('TL00000002');
    const res = await as(ctx, group.admin).post(`/payments/${row.id}/ignore`, {
      reason: 'Refunded to the payer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const trn = (await as(ctx, group.admin).get(`/transactions/${row.transactionId}`)).json().transaction;
    expect(trn.transaction_types).toEqual([
      expect.objectContaining({ status: 'Rejected', reject_reason: 'Refunded to the payer' }),
    ]);
    expect(await byReceipt('TL00000002')).toMatchObject({ status: 'ignored', transactionId: null });
  });
});

describe('maker-checker (docs/decisions/payments.md, "Statement imports")', () => {
  it('lets a group’s only admin approve what they imported', async () => {
    const row = await byReceipt('TL00000001');
    const res = await as(ctx, group.admin).post(`/payments/${row.id}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
  });

  it('with two admins, keeps the importer and the assigner from approving, not the other admin', async () => {
    const second = await signUp(ctx, 'admin', { firstname: 'Halima', lastname: 'Abdi' });
    const row = await byReceipt('TL00000003');
    const shown = (await list(group.admin, '?q=TL00000003')).json().payments[0];
    expect(shown.can_approve).toBe(false);
    const refused = await as(ctx, group.admin).post(`/payments/${row.id}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'A payment cannot be approved by the admin who imported or assigned it: another admin approves it.',
    );
    const viaScreen = await as(ctx, group.admin).patch(`/transactions/savings/${row.transactionId}/status`, {
      status: 'Approved',
    });
    expect(viaScreen.statusCode).toBe(403);
    expect((await list(second, '?q=TL00000003')).json().payments[0].can_approve).toBe(true);
    const approved = await as(ctx, second).post(`/payments/${row.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    // A live payment has no importer: either admin may approve it.
    const live = await byReceipt('TL00000005');
    expect((await as(ctx, group.admin).post(`/payments/${live.id}/approve`, {})).statusCode).toBe(200);
    await expectBalancesReconcile(ctx);
  });

  it('answers 404 for an unknown payment and 422 for an id that cannot be one', async () => {
    expect((await send(ctx, group.admin, 'POST', '/payments/999999/approve', {})).statusCode).toBe(404);
    expect((await send(ctx, group.admin, 'POST', '/payments/abc/approve', {})).statusCode).toBe(422);
  });
});
