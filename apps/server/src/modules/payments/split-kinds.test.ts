import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { incomingPayments, transactionItems } from '../../db/schema.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { chargeFine, finesJobContext } from '../fines/fines.service.js';

/**
 * docs/decisions/payments.md, "A matched payment's transaction": the treasurer may split an M-Pesa
 * payment into any kind of item a transaction takes (a kind of contribution, a merry-go-round, fines),
 * each checked as a hand entry is, and refused naming the item, with nothing written.
 */
let ctx: TestContext;
let group: PaymentsGroup;
let otieno: number;
let welfareId: number;
let rotationId: number;
let paymentId: number;

usePaymentsGroup(async (scene) => {
  ({ ctx, group } = scene);
  otieno = group.members.get('Otieno')!.id;
  const api = as(ctx, group.admin);
  const kind = await api.post('/contribution-kinds', { name: 'Welfare fund', kind: 'fund' });
  expect(kind.statusCode, kind.body).toBe(201);
  welfareId = kind.json().contribution_kind.id;
  const rotation = await api.post('/rotations', {
    name: 'Monthly pot',
    amount_per_member: 1_000,
    every: 'month',
    start_date: '2026-10-01',
    order: [otieno, group.members.get('Njeri')!.id],
  });
  expect(rotation.statusCode, rotation.body).toBe(201);
  rotationId = rotation.json().rotation_id;
  await runInGroup(1, () =>
    chargeFine(
      ctx.database.db,
      {
        chargeKey: 'split-kinds-test:1',
        userId: otieno,
        loanId: null,
        kind: 'attendance',
        period: 'test:1',
        chargedOn: '2026-10-02',
        amountCents: 20_000,
      },
      finesJobContext(new Date()),
    ),
  );
});

beforeAll(async () => {
  const res = await callback(
    ctx,
    'confirmation',
    group.token,
    c2bBody({
      TransID: 'TKKINDS001',
      TransAmount: '5000',
      BillRefNumber: group.members.get('Otieno')!.memberNumber,
    }),
  );
  expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  paymentId = (await group.paymentOf('TKKINDS001'))!.id;
});

const approve = (payload: unknown) => as(ctx, group.admin).post(`/payments/${paymentId}/approve`, payload);
const split = (extra: Record<string, unknown>[]) => ({
  items: [
    {
      transaction_type: 'SAVING',
      transaction_amount: 5_000 - extra.reduce((s, i) => s + (i.transaction_amount as number), 0),
    },
    ...extra,
  ],
});

async function expectUntouched() {
  const [row] = await ctx.database.db
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.id, paymentId));
  expect(row?.status).toBe('pending');
  const items = await ctx.database.db
    .select()
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, row!.transactionId!));
  expect(items.map((item) => item.type)).toEqual(['SAVING']);
}

describe('splitting a payment into every kind of item', () => {
  it.each([
    [[{ transaction_type: 'CONTRIBUTION', transaction_amount: 300 }], 422, 'items.1.contribution_kind_id'],
    [
      [{ transaction_type: 'CONTRIBUTION', contribution_kind_id: 999_999, transaction_amount: 300 }],
      422,
      'items.1.contribution_kind_id',
    ],
    [[{ transaction_type: 'ROTATION', transaction_amount: 1_000 }], 422, 'items.1.rotation_id'],
    [
      [{ transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: 3_000 }],
      422,
      'items.1.rotation_id',
    ],
    [[{ transaction_type: 'FINE', transaction_amount: 250 }], 422, 'items'],
    [[{ transaction_type: 'SAVING', rotation_id: 1, transaction_amount: 1 }], 422, 'items.1.rotation_id'],
    [
      [
        { transaction_type: 'FINE', transaction_amount: 100 },
        { transaction_type: 'FINE', transaction_amount: 100 },
      ],
      422,
      'items',
    ],
  ])('refuses %j naming the item, writing nothing', async (extra, status, field) => {
    // The rotation's id is known only once the group is made.
    const items = extra.map((item) =>
      item.transaction_type === 'ROTATION' && 'rotation_id' in item
        ? { ...item, rotation_id: rotationId }
        : item,
    );
    const res = await approve(split(items));
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json().fields)).toContain(field);
    await expectUntouched();
  });

  it('approves savings, a fund, a merry-go-round and fines in one step, each into its own account', async () => {
    const res = await approve(
      split([
        { transaction_type: 'CONTRIBUTION', contribution_kind_id: welfareId, transaction_amount: 300 },
        { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: 1_000 },
        { transaction_type: 'FINE', transaction_amount: 200 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe('Approved');
    const parts = (await as(ctx, group.admin).get(`/users/${otieno}/contributions`)).json().contributions as {
      name: string;
      total: number;
    }[];
    expect(Object.fromEntries(parts.map((p) => [p.name, p.total]))).toMatchObject({
      Savings: 3_500,
      'Welfare fund': 300,
    });
    const rotation = (await as(ctx, group.admin).get(`/rotations/${rotationId}`)).json();
    expect(rotation.rounds[0].received).toBe(1_000);
    const fines = (await as(ctx, group.admin).get(`/fines?user_id=${otieno}`)).json().fines as {
      amount: number;
      paid: number;
    }[];
    expect(fines).toEqual([expect.objectContaining({ amount: 200, paid: 200 })]);
    await expectBalancesReconcile(ctx);
  });
});
