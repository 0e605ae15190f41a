import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { mpesaCsv, type StatementRow } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';
import { tableCounts } from '../../test/table-counts.js';

/**
 * Reversal lines of an M-Pesa statement (docs/decisions.md, M-Pesa): a reversal cancels a payment
 * not approved yet and is nothing to record; a reversal of an approved payment is reported to the
 * treasurer with the member; neither is ever listed among the withdrawals to record.
 */
let ctx: TestContext;
let group: PaymentsGroup;
const member = (firstname: string) => group.members.get(firstname)!;

usePaymentsGroup((scene) => ({ ctx, group } = scene), { openingBalance: 10_000 });

const paymentOf = async (receipt: string) => (await group.paymentOf(receipt))!;

/** A payment delivered live (so the statement's line of it is a duplicate), to M002… by account. */
async function live(receipt: string, account: string, amount: string) {
  const body = c2bBody({ TransID: receipt, BillRefNumber: account, TransAmount: amount });
  expect((await callback(ctx, 'confirmation', group.token, body)).json()).toMatchObject({ ResultCode: 0 });
  return paymentOf(receipt);
}

const time = (minute: number) => `2026-10-15 10:${String(minute).padStart(2, '0')}:00`;
const paidIn = (receipt: string, minute: number, amount: string, account: string): StatementRow => ({
  'Receipt No.': receipt,
  'Completion Time': time(minute),
  Details: `Pay Bill from 2547******102 - PAYER Acc. ${account}`,
  'Transaction Status': 'Completed',
  'Paid In': amount,
  'Reason Type': 'Pay Bill Online',
  'Other Party Info': '2547******102 - PAYER',
  'A/C No.': account,
});
const reversal = (receipt: string, minute: number, amount: string, of: string | null): StatementRow => ({
  'Receipt No.': receipt,
  'Completion Time': time(minute),
  Details: of ? `Reversal of ${of}` : 'Reversal',
  'Transaction Status': 'Completed',
  Withdrawn: `-${amount}`,
  'Reason Type': 'Reversal',
  'Linked Transaction ID': of ?? '',
});
const toBank: StatementRow = {
  'Receipt No.': 'TKBANK0001',
  'Completion Time': time(50),
  Details: 'Business Pay Bill to 400200 - EQUITY BANK Acc. 0123456789',
  'Transaction Status': 'Completed',
  Withdrawn: '-5,000.00',
  'Reason Type': 'Business Pay Bill',
  'Other Party Info': '400200 - EQUITY BANK',
};

describe('POST /mpesa/statements with reversal lines', () => {
  let answer: Record<string, unknown> & { reversals: Record<string, unknown>[] };
  let ids: Record<'approved' | 'pending' | 'unmatched' | 'ignored' | 'fresh', number>;
  let savingsBefore: number;
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    const approved = await live('TKREVAPPR1', member('Wanjiru').memberNumber, '1500.00');
    const approval = await as(ctx, group.admin).post(`/payments/${approved.id}/approve`, {});
    expect(approval.statusCode, approval.body).toBe(200);
    const pending = await live('TKREVPEND1', member('Otieno').memberNumber, '700.00');
    const unmatched = await live('TKREVSTRA1', 'CHAMA', '300.00');
    const ignored = await live('TKREVIGNO1', 'CHAMA', '200.00');
    const ignoring = await as(ctx, group.admin).post(`/payments/${ignored.id}/ignore`, { reason: 'A test' });
    expect(ignoring.statusCode, ignoring.body).toBe(200);
    expect([approved, pending, unmatched].map((p) => p.status)).toEqual(['pending', 'pending', 'unmatched']);
    savingsBefore = (await as(ctx, group.admin).get(`/savings/total/${member('Wanjiru').id}`)).json()
      .total_savings;
    countsBefore = await tableCounts(ctx.database.db);
    ids = {
      approved: approved.id,
      pending: pending.id,
      unmatched: unmatched.id,
      ignored: ignored.id,
      fresh: 0,
    };
  });

  const csv = () =>
    mpesaCsv(
      [
        paidIn('TKREVAPPR1', 1, '1,500.00', member('Wanjiru').memberNumber),
        paidIn('TKREVPEND1', 2, '700.00', member('Otieno').memberNumber),
        paidIn('TKREVSTRA1', 3, '300.00', 'CHAMA'),
        paidIn('TKREVIGNO1', 4, '200.00', 'CHAMA'),
        // A payment that first arrives with the statement, reversed in the same file.
        paidIn('TKREVFRSH1', 5, '900.00', member('Achieng').memberNumber),
        reversal('TKREVR0001', 10, '1,500.00', 'TKREVAPPR1'),
        reversal('TKREVR0002', 11, '700.00', 'TKREVPEND1'),
        reversal('TKREVR0003', 12, '300.00', 'TKREVSTRA1'),
        reversal('TKREVR0004', 13, '200.00', 'TKREVIGNO1'),
        reversal('TKREVR0005', 14, '900.00', 'TKREVFRSH1'),
        reversal('TKREVR0006', 15, '50.00', 'TKNEVERSEEN'),
        reversal('TKREVR0007', 16, '60.00', null),
        toBank,
      ].reverse(),
    );

  it('imports the file, listing only the real withdrawal and every reversal with its outcome', async () => {
    const res = await upload(ctx, group.admin, '/mpesa/statements', csv());
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
    ids.fresh = (await paymentOf('TKREVFRSH1')).id;
    expect(answer).toMatchObject({ imported: 1, duplicates: 4, matched: 1, unmatched: 0, skipped: 8 });
    expect(answer.withdrawals).toEqual([
      { date: '2026-10-15', reference: 'TKBANK0001', details: toBank.Details, amount: 5_000 },
    ]);
    expect(answer.message).toBe(
      'Statement imported: 1 new payment (1 matched, 0 unmatched), 4 already recorded, 8 other lines. ' +
        '3 reversals of M-Pesa to act on.',
    );
  });

  it('asks for the reversal of an approved payment with its receipt and member, for the treasurer', async () => {
    const wanjiru = member('Wanjiru');
    expect(answer.reversals[0]).toEqual({
      date: '2026-10-15',
      reference: 'TKREVR0001',
      receipt: 'TKREVAPPR1',
      amount: 1_500,
      outcome: 'reversal_requested',
      payment_id: ids.approved,
      user_id: wanjiru.id,
      member_name: 'Wanjiru Kamau',
      member_number: wanjiru.memberNumber,
      message:
        `M-Pesa took back TKREVAPPR1 (KES 1,500.00), already approved for Wanjiru Kamau (${wanjiru.memberNumber}): ` +
        'a reversal of its transaction waits for an official to approve it on the Approvals screen.',
      approval_id: expect.any(Number),
    });
    // Nothing is undone behind the treasurer's back: the payment and the member's savings stand.
    expect((await paymentOf('TKREVAPPR1')).status).toBe('approved');
    const savings = (await as(ctx, group.admin).get(`/savings/total/${wanjiru.id}`)).json().total_savings;
    expect(savings).toBe(savingsBefore);
  });

  it('cancels the payments not yet approved: ignored with the reason, pending transactions rejected', async () => {
    expect(answer.reversals.slice(1, 5).map((r) => [r.receipt, r.outcome, r.payment_id])).toEqual([
      ['TKREVPEND1', 'cancelled', ids.pending],
      ['TKREVSTRA1', 'cancelled', ids.unmatched],
      ['TKREVIGNO1', 'already_ignored', ids.ignored],
      ['TKREVFRSH1', 'cancelled', ids.fresh],
    ]);
    expect(answer.reversals[1]).toMatchObject({
      member_name: 'Otieno Odhiambo',
      message:
        'M-Pesa took back TKREVPEND1 (KES 700.00) before it was approved: the payment for ' +
        `Otieno Odhiambo (${member('Otieno').memberNumber}) is ignored.`,
    });
    for (const [receipt, by] of [
      ['TKREVPEND1', 'TKREVR0002'],
      ['TKREVSTRA1', 'TKREVR0003'],
      ['TKREVFRSH1', 'TKREVR0005'],
    ] as const) {
      expect(await paymentOf(receipt), receipt).toMatchObject({
        status: 'ignored',
        note: `Reversed by M-Pesa: ${by}`,
        ignoredBy: group.admin.id,
        transactionId: null,
      });
    }
    expect((await paymentOf('TKREVIGNO1')).note).toBe('A test');
    const items = await queryRows<{ extra: string; status: string; reason: string }>(
      ctx.database.db,
      sql`select extra, status::text, reject_reason as reason from transaction_items
          where extra in ('TKREVPEND1', 'TKREVFRSH1') order by extra`,
    );
    expect(items).toEqual([
      { extra: 'TKREVFRSH1', status: 'Rejected', reason: 'Reversed by M-Pesa: TKREVR0005' },
      { extra: 'TKREVPEND1', status: 'Rejected', reason: 'Reversed by M-Pesa: TKREVR0002' },
    ]);
  });

  it('reports a reversal of a receipt it has no payment for', async () => {
    expect(answer.reversals.slice(5)).toEqual([
      expect.objectContaining({
        receipt: 'TKNEVERSEEN',
        outcome: 'not_recorded',
        payment_id: null,
        user_id: null,
      }),
      expect.objectContaining({
        reference: 'TKREVR0007',
        receipt: null,
        outcome: 'not_recorded',
        amount: 60,
      }),
    ]);
  });

  it('posts nothing to the books and records each cancellation in the audit trail', async () => {
    const after = await tableCounts(ctx.database.db);
    expect(after.journal_entries).toBe(countsBefore.journal_entries);
    // The fresh payment (reversed at once) and every statement line are new.
    expect(after.incoming_payments).toBe(countsBefore.incoming_payments! + 1);
    expect(after.statement_lines).toBe(countsBefore.statement_lines! + 13);
    for (const [id, before, by] of [
      [ids.pending, 'pending', 'TKREVR0002'],
      [ids.unmatched, 'unmatched', 'TKREVR0003'],
      [ids.fresh, 'pending', 'TKREVR0005'],
    ] as const) {
      const trail = (await as(ctx, group.admin).get(`/audit?entity=payment&entity_id=${id}`)).json();
      expect(trail.records[0]).toMatchObject({
        action: 'ignore',
        user_id: group.admin.id,
        before: { status: before },
        after: { status: 'ignored', reason: `Reversed by M-Pesa: ${by}` },
      });
      // A pending payment's record carries its items, rejected with the reason.
      if (before === 'pending') {
        expect(trail.records[0].after.items).toEqual([
          expect.objectContaining({
            type: 'SAVING',
            status: 'Rejected',
            reject_reason: `Reversed by M-Pesa: ${by}`,
          }),
        ]);
      }
    }
    const imports = (await as(ctx, group.admin).get('/audit?entity=statement')).json();
    expect(imports.records[0].after.reversals).toEqual(
      answer.reversals.map(({ reference, receipt, outcome }) => ({ reference, receipt, outcome })),
    );
    await expectBalancesReconcile(ctx);
  });

  it('changes nothing and reports nothing when the same file is imported again', async () => {
    const before = await tableCounts(ctx.database.db);
    const res = await upload(ctx, group.admin, '/mpesa/statements', csv());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, duplicates: 5, withdrawals: [], reversals: [] });
    // Only the import's own audit record is new.
    const after = await tableCounts(ctx.database.db);
    expect({ ...after, audit_records: 0 }).toEqual({ ...before, audit_records: 0 });
  });
});
