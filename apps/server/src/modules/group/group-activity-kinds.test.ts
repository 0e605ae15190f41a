import { todayInGroupZone } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRecords } from '../../db/schema.js';
import { send } from '../../test/access.js';
import type { SignedIn } from '../../test/app.js';
import { as, ok } from '../../test/http.js';
import { openSavings, submit } from '../../test/money-fixtures.js';
import { type OfficesScene, setOffice, signUpOffice, useOfficesApp } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';

/*
 * docs/decisions/offices.md, "Group money": a withdrawal paid, a member's exit (its refund, its loan loss
 * written off) and the reversals of a payment, an expense and a transfer, as a member reads them, with
 * who asked and who approved, and the names hidden when the group hides them.
 */

let scene: OfficesScene;
let achieng: SignedIn;
let kamau: SignedIn;
let bankId: number;
useOfficesApp((ready) => {
  scene = ready;
});

const activity = async (who: SignedIn) => {
  const res = await send(scene.ctx, who, 'GET', '/group/activity?per_page=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Item = { kind: string; purpose: string; [key: string]: unknown };
const itemsOf = async (who: SignedIn, kind: string): Promise<Item[]> =>
  (await activity(who)).activity.filter((item: Item) => item.kind === kind);
const person = (who: SignedIn, name: string) => ({ users_id: who.id, name });

beforeAll(async () => {
  const { ctx, treasurer, chair, secretary, member, otherMember } = scene;
  const api = as(ctx, treasurer);
  const today = todayInGroupZone();
  achieng = await signUpOffice(ctx, 'member', 'achieng');
  kamau = await signUpOffice(ctx, 'member', 'kamau');
  bankId = (await ok(await api.post('/create-bank-account', { name: 'Equity Bank', amount: 100_000 })))
    .account_id as number;
  const { accounts } = (await api.get('/books/accounts?money=true')).json();
  const id = (name: string) => accounts.find((a: { name: string }) => a.name === name)?.id as number;
  const equity = id('Equity Bank');
  await openSavings(ctx, treasurer, member.id, 20_000);
  await openSavings(ctx, treasurer, otherMember.id, 5_000);
  await openSavings(ctx, treasurer, achieng.id, 4_000);
  await openSavings(ctx, treasurer, kamau.id, 3_000);
  await ok(
    await as(ctx, chair).post('/addloan', {
      user_id: achieng.id,
      loan_amount: 10_000,
      date_issued: today,
      account_id: equity,
    }),
  );

  // The member asks for her own withdrawal; the treasurer's approval pays it.
  const asked = await as(ctx, member).post('/withdrawals', {
    user_id: member.id,
    amount: 3_000,
    account_id: equity,
    reason: 'School fees',
  });
  expect(asked.statusCode, asked.body).toBe(202);
  await ok(
    await as(ctx, treasurer).post(`/approvals/${asked.json().approval_id}/decision`, { decision: 'Approve' }),
    200,
  );

  // Achieng was made secretary under a quorum of two (a request that names her `user:<id>` too), then
  // leaves owing more than her savings: the chair alone, the rest written off.
  await setQuorum(ctx, 2);
  const raised = await setOffice(ctx, chair, achieng.id, 'secretary');
  expect(raised.statusCode, raised.body).toBe(202);
  await ok(
    await as(ctx, treasurer).post(`/approvals/${raised.json().approval_id}/decision`, {
      decision: 'Approve',
    }),
    200,
  );
  await setQuorum(ctx, 1);
  const exitBody = { date: today, account_id: equity, reason: 'Moved to Mombasa' };
  await ok(await send(ctx, chair, 'POST', `/members/${achieng.id}/exit`, exitBody), 200);
  // Kamau leaves with his savings refunded, under a quorum of two: the secretary asks, the chair approves.
  await setQuorum(ctx, 2);
  const exit = await send(ctx, secretary, 'POST', `/members/${kamau.id}/exit`, {
    ...exitBody,
    reason: 'Found work abroad',
  });
  expect(exit.statusCode, exit.body).toBe(202);
  await ok(
    await as(ctx, chair).post(`/approvals/${exit.json().approval_id}/decision`, { decision: 'Approve' }),
    200,
  );
  await setQuorum(ctx, 1);

  // A saving typed wrong, an expense paid twice and a transfer to the wrong account, each taken back.
  const trn = await submit(ctx, treasurer, member.id, [
    { transaction_type: 'SAVING', transaction_amount: 2_000 },
  ]);
  await ok(await api.patch(`/transactions/savings/${trn}/status`, { status: 'Approved' }), 200);
  await ok(
    await send(ctx, chair, 'POST', `/transactions/${trn}/reversal`, { reason: 'Typed the wrong amount' }),
  );
  const expense = (
    await ok(
      await api.post('/create-expense', {
        account_id: bankId,
        amount: 700,
        comment_type: 'Meeting',
        comment: 'Tea',
      }),
    )
  ).expense_id;
  await ok(await send(ctx, chair, 'POST', `/expenses/${expense}/reversal`, { reason: 'Paid twice' }));
  const transfer = (
    await ok(
      await api.post('/books/transfers', {
        from_account_id: equity,
        to_account_id: id('Cash on hand'),
        amount: 1_000,
        date: today,
        memo: 'Float',
      }),
    )
  ).entry_id;
  await ok(
    await send(ctx, chair, 'POST', `/books/transfers/${transfer}/reversal`, { reason: 'Wrong account' }),
  );
});

describe('GET /group/activity: withdrawals, exits and reversals', () => {
  it('lists a paid withdrawal with the member who asked and the official who approved', async () => {
    const { member, treasurer } = scene;
    expect(await itemsOf(scene.otherMember, 'withdrawal')).toEqual([
      expect.objectContaining({
        date: todayInGroupZone(),
        amount: 3_000,
        purpose: 'Savings paid out from Equity Bank: School fees',
        beneficiary: person(member, 'Wanjiru Holder'),
        asked_by: person(member, 'Wanjiru Holder'),
        approved_by: [person(treasurer, 'Treasurer Holder')],
      }),
    ]);
  });

  it('lists each exit with its refund and the loan loss written off, and who asked and approved', async () => {
    const { chair, secretary } = scene;
    const [refunded, writtenOff] = await itemsOf(scene.member, 'member_exit');
    expect(refunded).toMatchObject({
      amount: 3_000,
      purpose: 'Exit, refund of savings KES 3,000.00: Found work abroad',
      beneficiary: person(kamau, 'Kamau Holder'),
      asked_by: person(secretary, 'Secretary Holder'),
    });
    expect(refunded?.approved_by).toContainEqual(person(chair, 'Chair Holder'));
    expect(writtenOff).toMatchObject({
      beneficiary: person(achieng, 'Achieng Holder'),
      asked_by: person(chair, 'Chair Holder'),
      approved_by: [person(chair, 'Chair Holder')],
    });
    expect(writtenOff?.purpose).toMatch(
      /^Exit, no refund, loan loss written off KES [\d,]+\.\d\d: Moved to Mombasa$/,
    );
    expect(writtenOff?.amount).toBeGreaterThanOrEqual(6_000);
  });

  it('lists each reversal: what was taken back, why, and for whom', async () => {
    const { member, chair } = scene;
    const [transfer, expense, payment] = await itemsOf(scene.otherMember, 'reversal');
    const byChair = { asked_by: person(chair, 'Chair Holder'), approved_by: [person(chair, 'Chair Holder')] };
    expect(transfer).toMatchObject({ amount: 1_000, beneficiary: null, ...byChair });
    expect(transfer?.purpose).toMatch(/^Transfer #\d+ taken back: Wrong account$/);
    expect(expense).toMatchObject({ amount: 700, beneficiary: null, ...byChair });
    expect(expense?.purpose).toMatch(/^Expense #\d+ taken back: Paid twice$/);
    expect(payment).toMatchObject({
      amount: 2_000,
      beneficiary: person(member, 'Wanjiru Holder'),
      ...byChair,
    });
    expect(payment?.purpose).toMatch(/^Payment TRN-\d+ taken back: Typed the wrong amount$/);
  });

  it("shows no member's own savings balance", async () => {
    const answer = await activity(scene.otherMember);
    const text = JSON.stringify(answer.activity);
    // Wanjiru holds 17,000 after her withdrawal; Baraka 5,000.
    expect(text).not.toMatch(/17000|"savings"|balance/);
    for (const item of answer.activity)
      expect(Object.keys(item).sort()).toEqual(
        ['amount', 'approved_by', 'asked_by', 'beneficiary', 'date', 'id', 'kind', 'purpose'].sort(),
      );
  });

  it("hides the members' names from members when set, and a member who asked for their own withdrawal", async () => {
    await ok(
      await send(scene.ctx, scene.secretary, 'PATCH', '/settings', { hide_beneficiaries_from_members: true }),
      200,
    );
    try {
      const answer = await activity(scene.otherMember);
      expect(answer.beneficiaries_hidden).toBe(true);
      const text = JSON.stringify(answer);
      for (const name of ['Wanjiru', 'Achieng', 'Kamau']) expect(text).not.toContain(name);
      const [withdrawal] = await itemsOf(scene.otherMember, 'withdrawal');
      expect(withdrawal).toMatchObject({
        beneficiary: null,
        asked_by: null,
        approved_by: [person(scene.treasurer, 'Treasurer Holder')],
      });
      const [exit] = await itemsOf(scene.member, 'member_exit');
      expect(exit).toMatchObject({
        beneficiary: null,
        asked_by: person(scene.secretary, 'Secretary Holder'),
      });
      const [withdrawn] = await itemsOf(scene.auditor, 'withdrawal');
      expect(withdrawn).toMatchObject({ beneficiary: person(scene.member, 'Wanjiru Holder') });
    } finally {
      await send(scene.ctx, scene.secretary, 'PATCH', '/settings', {
        hide_beneficiaries_from_members: false,
      });
    }
  });

  it("takes an older reversal's amount, one its record did not keep, from the original's record", async () => {
    const { ctx, treasurer, chair } = scene;
    const created = await as(ctx, treasurer).post('/create-expense', {
      account_id: bankId,
      amount: 450,
      comment_type: 'Meeting',
      comment: 'Chairs',
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx.database.db.insert(auditRecords).values({
      at: new Date(Date.now() + 60_000),
      userId: chair.id,
      action: 'reverse',
      entity: 'expense',
      entityId: created.json().expense_id,
      after: { reversal_id: 999, reason: 'Hired twice', date: '2026-01-05' },
    });
    const [older] = await itemsOf(scene.member, 'reversal');
    expect(older).toMatchObject({
      amount: 450,
      date: '2026-01-05',
      purpose: expect.stringMatching(/Hired twice$/),
    });
  });
});
