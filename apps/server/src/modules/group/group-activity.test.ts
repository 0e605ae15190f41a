import { todayInGroupZone } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import type { SignedIn } from '../../test/app.js';
import { as, ok } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { type OfficesScene, useOfficesApp } from '../../test/offices-scene.js';
import { tableCounts } from '../../test/table-counts.js';

/* docs/decisions/offices.md, "Group money": GET /group/activity and the beneficiaries setting. */

let scene: OfficesScene;
useOfficesApp((ready) => {
  scene = ready;
});

const activity = (who: SignedIn | undefined, query = '') =>
  send(scene.ctx, who, 'GET', `/group/activity${query}`);

beforeAll(async () => {
  const { ctx, treasurer, chair, member, otherMember } = scene;
  const api = as(ctx, treasurer);
  const today = todayInGroupZone();
  const equity = (await ok(await api.post('/create-bank-account', { name: 'Equity Bank', amount: 50_000 })))
    .account_id as number;
  await openSavings(ctx, treasurer, member.id, 20_000);
  await openSavings(ctx, treasurer, otherMember.id, 5_000);
  const accounts = (await api.get('/books/accounts?money=true')).json() as {
    accounts: { id: number; name: string }[];
  };
  const id = (name: string) => accounts.accounts.find((a) => a.name === name)?.id as number;
  await ok(
    await as(ctx, chair).post('/addloan', {
      user_id: member.id,
      loan_amount: 12_000,
      date_issued: today,
      account_id: id('Equity Bank'),
    }),
  );
  await ok(
    await api.post('/create-expense', {
      account_id: equity,
      amount: 700,
      comment_type: 'Meeting',
      comment: 'Tea',
    }),
  );
  await ok(
    await api.post('/books/transfers', {
      from_account_id: id('Equity Bank'),
      to_account_id: id('Cash on hand'),
      amount: 1_000,
      date: today,
      memo: 'Float',
    }),
  );
});

describe('GET /group/activity: who may read it', () => {
  it('refuses anonymous callers and answers every signed-in office', async () => {
    expect((await activity(undefined)).statusCode).toBe(401);
    for (const who of ['chair', 'treasurer', 'secretary', 'auditor', 'member', 'otherMember'] as const) {
      const res = await activity(scene[who]);
      expect([who, res.statusCode]).toEqual([who, 200]);
    }
  });
});

describe('GET /group/activity: what it shows', () => {
  it('lists every payout newest first, with amount, purpose, who asked and who approved', async () => {
    const res = await activity(scene.member);
    const answer = res.json();
    expect(answer.pagination).toEqual({ page: 1, per_page: 10, total: 3, pages: 1 });
    expect(answer.activity.map((item: { kind: string }) => item.kind)).toEqual([
      'transfer',
      'expense',
      'loan',
    ]);
    const [transfer, expense, loan] = answer.activity;
    const treasurer = { users_id: scene.treasurer.id, name: 'Treasurer Holder' };
    const chair = { users_id: scene.chair.id, name: 'Chair Holder' };
    expect(transfer).toMatchObject({
      amount: 1_000,
      purpose: 'Equity Bank to Cash on hand: Float',
      beneficiary: null,
      asked_by: treasurer,
      approved_by: [treasurer],
    });
    expect(expense).toMatchObject({
      amount: 700,
      purpose: 'Meeting: Tea',
      beneficiary: null,
      approved_by: [treasurer],
    });
    expect(loan).toMatchObject({
      amount: 12_000,
      purpose: 'Long-term loan',
      date: todayInGroupZone(),
      beneficiary: { users_id: scene.member.id, name: 'Wanjiru Holder' },
      asked_by: chair,
      approved_by: [chair],
    });
  });

  it("gives the group's totals from the books, and no member's own savings", async () => {
    const answer = (await activity(scene.otherMember)).json();
    // The bank opened with 50,000 and paid the loan of 12,000, the expense of 700 and 1,000 to cash;
    // the savings of 25,000 were brought in.
    expect(answer.totals).toMatchObject({ cash: 1_000, bank: 36_300, loans_out: 12_000, savings: 25_000 });
    expect(answer.totals.surplus).toBe(-700);
    const text = JSON.stringify(answer);
    expect(text).not.toContain('20000');
    expect(text).not.toContain('amount_saved');
  });

  it('pages on the server', async () => {
    const first = (await activity(scene.member, '?per_page=2')).json();
    const second = (await activity(scene.member, '?per_page=2&page=2')).json();
    expect(first.activity).toHaveLength(2);
    expect(second.activity.map((item: { kind: string }) => item.kind)).toEqual(['loan']);
    expect(second.pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
  });

  it.each(['?page=0', '?per_page=101', '?page=abc', '?per_page=-1', '?page=99999999999', '?page=%00'])(
    'refuses %s with a 4xx',
    async (query) => {
      const res = await activity(scene.member, query);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});

describe('hide_beneficiaries_from_members', () => {
  it('is off by default, and only an official may turn it on', async () => {
    expect(
      (await send(scene.ctx, scene.member, 'GET', '/settings')).json().hide_beneficiaries_from_members,
    ).toBe(false);
    const before = await tableCounts(scene.ctx.database.db);
    for (const who of [scene.member, scene.auditor]) {
      const res = await send(scene.ctx, who, 'PATCH', '/settings', { hide_beneficiaries_from_members: true });
      expect(res.statusCode).toBe(403);
    }
    for (const bad of ['yes', 1, null, 'true\u0000']) {
      const res = await send(scene.ctx, scene.chair, 'PATCH', '/settings', {
        hide_beneficiaries_from_members: bad,
      });
      expect([bad, res.statusCode]).toEqual([bad, 422]);
    }
    expect(await tableCounts(scene.ctx.database.db)).toEqual(before);
  });

  it("hides the beneficiaries' names from members, never from the officials or the auditor", async () => {
    const res = await send(scene.ctx, scene.secretary, 'PATCH', '/settings', {
      hide_beneficiaries_from_members: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hide_beneficiaries_from_members).toBe(true);
    for (const who of [scene.member, scene.otherMember]) {
      const answer = (await activity(who)).json();
      expect(answer.beneficiaries_hidden).toBe(true);
      expect(answer.activity.every((item: { beneficiary: unknown }) => item.beneficiary === null)).toBe(true);
      expect(JSON.stringify(answer)).not.toContain('Wanjiru');
    }
    for (const who of [scene.chair, scene.treasurer, scene.secretary, scene.auditor]) {
      const answer = (await activity(who)).json();
      expect(answer.beneficiaries_hidden).toBe(false);
      const loan = answer.activity.find((item: { kind: string }) => item.kind === 'loan');
      expect(loan.beneficiary).toEqual({ users_id: scene.member.id, name: 'Wanjiru Holder' });
    }
    await send(scene.ctx, scene.secretary, 'PATCH', '/settings', { hide_beneficiaries_from_members: false });
  });
});
