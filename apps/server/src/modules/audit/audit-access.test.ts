import { settableClock } from '@links/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ADMIN_ONLY, type Callers, SIGNED_IN, statusesFor } from '../../test/access.js';
import { signInAllAgain, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body, openSavings } from '../../test/money-fixtures.js';
import { callersWith, usePeopleApp } from '../../test/scene.js';

const clock = settableClock('2026-03-10T08:00:00Z');
let ctx: TestContext;
let callers: Callers;
let transactionId: number;
usePeopleApp(
  callersWith('Otieno'),
  async (scene) => {
    ({ ctx, callers } = scene);
    await openSavings(ctx, callers.admin, callers.member.id, 100);
    await moveClock('2026-03-12T08:00:00Z');
    const { admin, member, otherMember } = callers;
    await openSavings(ctx, admin, otherMember.id, 100);
    const res = await as(ctx, member).post(
      '/create-transaction',
      body(member.id, [{ transaction_type: 'SAVING', transaction_amount: 50 }]),
    );
    transactionId = res.json().transaction_id;
    await moveClock('2026-03-14T08:00:00Z');
    await as(ctx, callers.admin).patch(`/transactions/savings/${transactionId}/status`, {
      status: 'Approved',
    });
  },
  { clock },
);

/** Moves the clock days ahead; access tokens live 15 minutes by it, so everyone signs in again. */
async function moveClock(to: string) {
  clock.set(to);
  callers = await signInAllAgain(ctx, callers);
}

interface Listed {
  records: {
    action: string;
    entity: string;
    entity_id: number | null;
    member_id: number | null;
    user_name: string | null;
    address: string | null;
    at: string;
  }[];
  pagination: { page: number; per_page: number; total: number; pages: number };
}
const list = async (who: keyof Callers, path: string) => {
  const res = await as(ctx, callers[who]).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};

describe('who may read the audit trail', () => {
  it('GET /audit is for admins only, with or without filters', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/audit')).toEqual(ADMIN_ONLY);
    expect(
      await statusesFor(ctx, callers, 'GET', `/audit?entity=transaction&entity_id=${transactionId}`),
    ).toEqual(ADMIN_ONLY);
  });

  it('GET /audit/mine is for anyone signed in, and each sees only records about or by them', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/audit/mine')).toEqual(SIGNED_IN);
    const mine = await list('member', '/audit/mine?per_page=100');
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((r) => r.member_id === callers.member.id)).toBe(true);
    const theirs = await list('otherMember', `/audit/mine?entity=transaction&entity_id=${transactionId}`);
    expect(theirs.records).toEqual([]);
  });

  it("a member sees their transaction's history, but not the admin's address", async () => {
    const history = await list('member', `/audit/mine?entity=transaction&entity_id=${transactionId}`);
    expect(history.records.map((r) => r.action)).toEqual(['approve', 'create']);
    const [approval, creation] = history.records;
    expect(approval).toMatchObject({ user_name: 'Ada Admin', address: null });
    expect(creation?.address).not.toBeNull();
  });
});

describe('GET /audit filters and pages', () => {
  it('filters by entity and id, by who, about whom, by action and by period (days in Nairobi)', async () => {
    const { admin, member, otherMember } = callers;
    const history = await list('admin', `/audit?entity=transaction&entity_id=${transactionId}`);
    expect(history.records.map((r) => r.action)).toEqual(['approve', 'create']);
    const byMember = await list('admin', `/audit?user_id=${member.id}&action=create`);
    expect(byMember.records.map((r) => r.entity)).toEqual(['transaction']);
    const aboutOther = await list('admin', `/audit?member_id=${otherMember.id}&entity=saving`);
    expect(aboutOther.records).toHaveLength(1);
    const onTwelfth = await list('admin', '/audit?from=2026-03-12&to=2026-03-12&action=create');
    expect(onTwelfth.records.map((r) => r.entity).sort()).toEqual(['saving', 'transaction']);
    const fromThirteenth = await list('admin', `/audit?from=2026-03-13&user_id=${admin.id}`);
    // The admin signed in again on the 14th, then approved.
    expect(fromThirteenth.records.map((r) => r.action)).toEqual(['approve', 'sign_in']);
  });

  it('pages newest first with the true totals, and an empty page past the end', async () => {
    const all = await list('admin', '/audit?per_page=100');
    const first = await list('admin', '/audit?per_page=2');
    expect(first.pagination).toEqual({
      page: 1,
      per_page: 2,
      total: all.pagination.total,
      pages: Math.ceil(all.pagination.total / 2),
    });
    expect(first.records).toEqual(all.records.slice(0, 2));
    const times = all.records.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const past = await list('admin', '/audit?page=999');
    expect(past.records).toEqual([]);
    expect(past.pagination.total).toBe(all.pagination.total);
  });

  it.each([
    'from=2026-02-30',
    'to=yesterday',
    'from=2026-03-10&to=2026-03-01',
    'entity_id=0',
    'entity_id=99999999999',
    'user_id=abc',
    'member_id=-1',
    'entity=Loan%20Drop',
    'action=%00',
    'page=0',
    'per_page=101',
    `entity=${'x'.repeat(5000)}`,
  ])('refuses ?%s with a 422', async (query) => {
    const res = await as(ctx, callers.admin).get(`/audit?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    // /audit/mine takes no user_id or member_id: it is always the caller's own.
    if (/user_id|member_id/.test(query)) return;
    const mine = await as(ctx, callers.member).get(`/audit/mine?${query}`);
    expect(mine.statusCode, mine.body).toBe(422);
  });
});

describe('the audit trail is append-only in the database', () => {
  it.each([
    "update audit_records set action = 'changed'",
    'delete from audit_records',
    'truncate audit_records',
  ])('refuses %s', async (statement) => {
    const count = sql`select count(*)::int as n from audit_records`;
    const before = await queryRows<{ n: number }>(ctx.database.db, count);
    await expect(ctx.database.db.execute(sql.raw(statement))).rejects.toThrow();
    expect(await queryRows<{ n: number }>(ctx.database.db, count)).toEqual(before);
    expect(before[0]!.n).toBeGreaterThan(0);
  });
});
