import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  expectBalancesReconcile,
  issueLongTermLoan,
  issueShortTermLoan,
  openSavings,
  submit,
} from '../../test/money-fixtures.js';
import { useAdminApp } from '../../test/scene.js';

const issued = addMonthsClamped(todayInGroupZone(), -1);

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

describe('approvals under concurrency (PostgreSQL)', () => {
  it('applies a transaction once when 20 approvals of it arrive at the same time', async () => {
    const member = await signUp(ctx, 'member');
    await openSavings(ctx, admin, member.id);
    await issueLongTermLoan(ctx, admin, member.id, 50_000, issued);
    const id = await submit(ctx, member, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 1234.56 },
      { transaction_type: 'LTL', transaction_amount: 3000 },
    ]);
    const kinds = ['savings', 'loan-long'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(ctx, admin).patch(`/transactions/${kinds[i % 2]}/${id}/status`, { status: 'Approved' }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const applied = answers.reduce((sum, r) => sum + r.json().updated_items, 0);
    expect(applied).toBe(2);
    expect((await as(ctx, admin).get(`/savings/total/${member.id}`)).json().total_savings).toBe(1234.56);
    const payments = (await as(ctx, admin).get('/loan-payments/long-term')).json().payments;
    expect(
      payments.filter((p: { transaction_amount: number }) => p.transaction_amount === 3000),
    ).toHaveLength(1);
    // One audit record per decision that changed something: one approval of each kind.
    const history = (
      await as(ctx, admin).get(`/audit?entity=transaction&entity_id=${id}&action=approve`)
    ).json();
    expect(history.records).toHaveLength(2);
    await expectBalancesReconcile(ctx);
  });

  it('leaves savings and the loan exactly right after 200 approvals of different transactions at once', async () => {
    const member = await signUp(ctx, 'member');
    await openSavings(ctx, admin, member.id);
    await issueShortTermLoan(ctx, admin, member.id, 100_000, issued);
    const due = (await as(ctx, admin).get(`/loans/total/${member.id}`)).json().total_amount_due.short_term;
    const ids: { id: number; kind: string }[] = [];
    for (let i = 0; i < 100; i++) {
      ids.push({
        id: await submit(ctx, member, member.id, [{ transaction_type: 'SAVING', transaction_amount: 10.01 }]),
        kind: 'savings',
      });
      ids.push({
        id: await submit(ctx, member, member.id, [{ transaction_type: 'STL', transaction_amount: 100.01 }]),
        kind: 'short-long',
      });
    }
    const answers = await Promise.all(
      ids.map(({ id, kind }) =>
        as(ctx, admin).patch(`/transactions/${kind}/${id}/status`, { status: 'Approved' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect((await as(ctx, admin).get(`/savings/total/${member.id}`)).json().total_savings).toBe(1001);
    const after = (await as(ctx, admin).get(`/loans/total/${member.id}`)).json().total_amount_due.short_term;
    expect(Math.round((due - after) * 100)).toBe(100 * 100_01);
    await expectBalancesReconcile(ctx);
  });
});
