import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionItems } from '../../db/schema.js';
import type { TestContext } from '../../test/app.js';
import { auditOfRequest, expectNoRecord, expectOneRecord } from '../../test/audit-rows.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile, issueLongTermLoan } from '../../test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { mpesaCsv } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';

let ctx: TestContext;
let group: PaymentsGroup;
const member = (name: string) => group.members.get(name)!;
usePaymentsGroup(async (scene) => {
  ({ ctx, group } = scene);
  // 100,000 at 12% over 24 months from 15 August: 4,707.35 a month from 15 September.
  await issueLongTermLoan(ctx, group.admin, member('Kiprono').id, 100_000, '2026-08-15');
});

const paymentOf = async (receipt: string) => (await group.paymentOf(receipt))!;
const confirm = (receipt: string, overrides: Record<string, unknown> = {}) =>
  auditOfRequest(ctx, () =>
    callback(ctx, 'confirmation', group.token, c2bBody({ TransID: receipt, ...overrides })),
  );
const stranger = { BillRefNumber: 'HARAMBEE', MSISDN: '254799999999', FirstName: 'JOHN', LastName: 'DOE' };
const api = () => as(ctx, group.admin);

const refused = (send: () => Promise<{ statusCode: number; body: string }>, status: number) =>
  expectNoRecord(ctx, send, status);
const oneRecord = (send: () => Promise<{ statusCode: number; body: string }>) => expectOneRecord(ctx, send);

/** Kiprono pays `amount` by M-Pesa at `time` (yyyymmddhhmmss): the payment recorded. */
async function kipronoPays(receipt: string, time: string, amount: string) {
  await confirm(receipt, {
    TransTime: time,
    TransAmount: amount,
    BillRefNumber: member('Kiprono').memberNumber,
  });
  return paymentOf(receipt);
}

/** The items of a transaction as stored. */
const itemsOf = (transactionId: number) =>
  ctx.database.db.select().from(transactionItems).where(eq(transactionItems.transactionId, transactionId));

describe('a transaction made from a payment has its create record', () => {
  it('records the C2B callback’s transaction as made by no one, and nothing else', async () => {
    const otieno = member('Otieno');
    const { response, rows } = await confirm('TKAUD00001', { BillRefNumber: otieno.memberNumber });
    expect(response.json()).toMatchObject({ ResultCode: 0 });
    const payment = await paymentOf('TKAUD00001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'create',
      entity: 'transaction',
      entityId: payment.transactionId,
      memberId: otieno.id,
      userId: null,
      role: null,
      address: '127.0.0.1',
    });
    expect(rows[0]!.requestId).toBeTruthy();
    expect(rows[0]!.after).toMatchObject({
      user_id: otieno.id,
      total: 1500,
      created_by: null,
      items: [{ type: 'SAVING', amount: 1500, status: 'Pending' }],
      payment_id: payment.id,
      source: 'c2b',
      receipt: 'TKAUD00001',
      match_rule: 'member_number',
    });
    // The same receipt again, and a stranger's payment that becomes no transaction: no record.
    expect((await confirm('TKAUD00001', { BillRefNumber: otieno.memberNumber })).rows).toEqual([]);
    expect((await confirm('TKAUD00002', stranger)).rows).toEqual([]);
    expect((await paymentOf('TKAUD00002')).status).toBe('unmatched');
  });

  it('records an assignment as the one create record of its transaction, by the admin', async () => {
    const payment = await paymentOf('TKAUD00002');
    const wanjiru = member('Wanjiru');
    await refused(() => api().post(`/payments/${payment.id}/assign`, { user_id: 999_999 }), 404);
    const row = await oneRecord(() => api().post(`/payments/${payment.id}/assign`, { user_id: wanjiru.id }));
    const transactionId = (await paymentOf('TKAUD00002')).transactionId;
    expect(row).toMatchObject({
      action: 'create',
      entity: 'transaction',
      entityId: transactionId,
      memberId: wanjiru.id,
      userId: group.admin.id,
      role: 'admin',
      before: null,
    });
    expect(row.after).toMatchObject({
      user_id: wanjiru.id,
      created_by: group.admin.id,
      items: [{ type: 'SAVING', amount: 1500, status: 'Pending' }],
      payment_id: payment.id,
      match_rule: 'assigned',
    });
    await refused(() => api().post(`/payments/${payment.id}/assign`, { user_id: wanjiru.id }), 409);
  });

  it('records a statement as one import record, next to one create per transaction it made', async () => {
    const line = (receipt: string, time: string, party: string, account: string) => ({
      'Receipt No.': receipt,
      'Completion Time': time,
      Details: `Pay Bill from ${party}`,
      'Transaction Status': 'Completed',
      'Paid In': '700.00',
      Balance: '1.00',
      'Other Party Info': party,
      'A/C No.': account,
    });
    const csv = mpesaCsv([
      line('TKAUD00004', '2026-10-04 09:00:00', '2547******999 - JOHN DOE', 'HARAMBEE'),
      line('TKAUD00003', '2026-10-03 09:00:00', '2547******105 - NJERI W', member('Njeri').memberNumber),
    ]);
    await refused(() => upload(ctx, group.admin, '/mpesa/statements', 'not,a,statement\n1,2,3\n'), 422);
    const { response, rows } = await auditOfRequest(ctx, () =>
      upload(ctx, group.admin, '/mpesa/statements', csv),
    );
    expect(response.statusCode, response.body).toBe(200);
    const payment = await paymentOf('TKAUD00003');
    expect(rows.map((row) => [row.entity, row.action])).toEqual([
      ['transaction', 'create'],
      ['statement', 'import'],
    ]);
    expect(rows[0]).toMatchObject({ entityId: payment.transactionId, userId: group.admin.id });
    expect(rows[0]!.after).toMatchObject({
      created_by: group.admin.id,
      items: [{ type: 'SAVING', amount: 700 }],
      payment_id: payment.id,
      source: 'mpesa_statement',
      match_rule: 'member_number',
    });
    expect(rows[1]).toMatchObject({ entityId: group.mpesaAccountId, userId: group.admin.id });
    expect(rows[1]!.after).toMatchObject({ imported: 2, matched: 1, unmatched: 1, duplicates: 0 });
  });
});

describe('a payment’s decision is one record', () => {
  it('records ignoring a pending payment as one payment record with its items rejected', async () => {
    const payment = await paymentOf('TKAUD00001');
    const reason = 'Paid twice by mistake';
    const row = await oneRecord(() => api().post(`/payments/${payment.id}/ignore`, { reason }));
    const [item] = await itemsOf(payment.transactionId!);
    expect(row).toMatchObject({ action: 'ignore', entity: 'payment', entityId: payment.id });
    expect(row).toMatchObject({ memberId: member('Otieno').id, userId: group.admin.id });
    expect(row.before).toEqual({
      status: 'pending',
      transaction_id: payment.transactionId,
      items: [{ id: item!.id, type: 'SAVING', amount: 1500, status: 'Pending' }],
      reason: null,
    });
    expect(row.after).toEqual({
      status: 'ignored',
      transaction_id: null,
      items: [{ id: item!.id, type: 'SAVING', amount: 1500, status: 'Rejected', reject_reason: reason }],
      reason,
    });
    await refused(() => api().post(`/payments/${payment.id}/ignore`, { reason }), 409);
  });

  it('records ignoring an unmatched payment with its status only', async () => {
    const payment = await paymentOf('TKAUD00004');
    const row = await oneRecord(() => api().post(`/payments/${payment.id}/ignore`, { reason: 'Not ours' }));
    expect(row).toMatchObject({ action: 'ignore', entity: 'payment', entityId: payment.id });
    expect(row.before).toEqual({ status: 'unmatched', reason: null });
    expect(row.after).toEqual({ status: 'ignored', reason: 'Not ours' });
  });

  it('records approving a payment split across kinds once, with the treasurer’s new split', async () => {
    const kiprono = member('Kiprono');
    const payment = await kipronoPays('TKAUD00005', '20261020120000', '10000.00');
    const proposed = await itemsOf(payment.transactionId!);
    const idOf = (type: string) => proposed.find((item) => item.type === type)!.id;
    const approve = (items?: unknown) =>
      api().post(`/payments/${payment.id}/approve`, items === undefined ? {} : { items });
    await refused(() => approve([{ transaction_type: 'SAVING', transaction_amount: 9000 }]), 422);
    const row = await oneRecord(() =>
      approve([
        { transaction_type: 'LTL', transaction_amount: 6000 },
        { transaction_type: 'SAVING', transaction_amount: 4000 },
      ]),
    );
    const approved = await itemsOf(payment.transactionId!);
    const newIdOf = (type: string) => approved.find((item) => item.type === type)!.id;
    expect(row).toMatchObject({
      action: 'approve',
      entity: 'transaction',
      entityId: payment.transactionId,
      memberId: kiprono.id,
      userId: group.admin.id,
    });
    // Savings first, then the long-term loan: the order the money is applied in.
    expect(row.before).toEqual({
      items: [
        { id: idOf('SAVING'), type: 'SAVING', amount: 585.3, status: 'Pending' },
        { id: idOf('LTL'), type: 'LTL', amount: 9414.7, status: 'Pending' },
      ],
      received_into: null,
      split: 'proposed',
    });
    expect(row.after).toEqual({
      items: [
        { id: newIdOf('SAVING'), type: 'SAVING', amount: 4000, status: 'Approved' },
        { id: newIdOf('LTL'), type: 'LTL', amount: 6000, status: 'Approved' },
      ],
      received_into: 'M-Pesa Paybill 600123',
      split: 'changed',
    });
    await refused(() => approve(), 409);
    await expectBalancesReconcile(ctx);
  });

  it('records approving the proposed split across kinds once, every item before and after', async () => {
    const _kiprono = member('Kiprono');
    const payment = await kipronoPays('TKAUD00006', '20261021120000', '5000.00');
    const row = await oneRecord(() => api().post(`/payments/${payment.id}/approve`, {}));
    const before = row.before as { items: { id: number; type: string; status: string }[] };
    const after = row.after as { items: { id: number; type: string; status: string }[] };
    expect(before.items.map((item) => item.type)).toEqual(['SAVING', 'LTL']);
    expect(before.items.every((item) => item.status === 'Pending')).toBe(true);
    expect(after.items.map((item) => [item.id, item.status])).toEqual(
      before.items.map((item) => [item.id, 'Approved']),
    );
    expect(row.after).not.toHaveProperty('split');
  });
});
