import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, SIGNED_IN, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { linesOf } from '../../test/list-fixtures.js';
import { openSavings, submit } from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
usePeopleApp(
  {
    admin: 'admin',
    member: named('Wanjiru Kamau'),
    otherMember: named('Otieno Ouma'),
  },
  async (scene) => {
    ({ ctx, callers } = scene);
    await openSavings(ctx, callers.admin, callers.member.id, 100);
    await openSavings(ctx, callers.admin, callers.otherMember.id, 100);
    const id = await submit(ctx, callers.member, callers.member.id, [
      { transaction_type: 'SAVING', transaction_amount: 50 },
    ]);
    await as(ctx, callers.admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
  },
);

interface Listed {
  records: { id: number; action: string; user_name: string | null; member_name: string | null; at: string }[];
  pagination: { total: number };
}
const list = async (path: string, who: keyof Callers = 'admin') => {
  const res = await as(ctx, callers[who]).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};

describe('GET /audit searches, sorts and downloads', () => {
  it('finds the records made by or about a person, by name', async () => {
    const found = await list('/audit?q=wanjiru&per_page=100');
    expect(found.records.length).toBeGreaterThan(2);
    for (const record of found.records) {
      expect([record.user_name, record.member_name]).toContain('Wanjiru Kamau');
    }
    const nobody = await list('/audit?q=nobody');
    expect(nobody).toMatchObject({ records: [], pagination: { total: 0 } });
  });

  it('finds the records of an action or an entity by its name', async () => {
    const approvals = await list('/audit?q=Approve');
    expect(approvals.records.map((r) => r.action)).toEqual(['approve']);
    const savings = await list('/audit?q=saving&per_page=100');
    expect(savings.pagination.total).toBe(2);
  });

  it('reads oldest first with sort=at', async () => {
    const newest = await list('/audit?per_page=100');
    const oldest = await list('/audit?per_page=100&sort=at');
    expect(oldest.records.map((r) => r.id)).toEqual(newest.records.map((r) => r.id).reverse());
    expect((await list('/audit?sort=-at&per_page=100')).records).toEqual(newest.records);
  });

  it('downloads the whole filtered trail as CSV in the list’s order', async () => {
    const res = await as(ctx, callers.admin).get('/audit?format=csv&action=create&sort=at');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit.csv"');
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(
      'id,at,user_id,user,role,action,entity,entity_id,member_id,member,address,request_id,before,after',
    );
    const page = await list('/audit?action=create&sort=at&per_page=100');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(page.records.map((r) => r.id));
    expect(lines.slice(1).every((line) => line.split(',')[5] === 'create')).toBe(true);
  });

  it('gives a member their own trail as CSV, without another person’s address', async () => {
    const res = await as(ctx, callers.member).get('/audit/mine?format=csv&sort=at');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-audit.csv"');
    const lines = linesOf(res.body).slice(1);
    const own = await list('/audit/mine?sort=at&per_page=100', 'member');
    expect(lines).toHaveLength(own.pagination.total);
    const approval = lines.find((line) => line.split(',')[5] === 'approve');
    expect(approval?.split(',')[3]).toBe('Ada Admin');
    expect(approval?.split(',')[10]).toBe('');
  });

  it.each([
    ['sort=when', 'sort'],
    ['sort=-id', 'sort'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['format=xml', 'format'],
  ])('refuses ?%s with a 422 naming %s', async (query, field) => {
    for (const path of [`/audit?${query}`, `/audit/mine?${query}`]) {
      const res = await as(ctx, callers.admin).get(path);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });

  it('keeps the download to who may read the list', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/audit?format=csv&q=wanjiru')).toEqual(ADMIN_ONLY);
    expect(await statusesFor(ctx, callers, 'GET', '/audit/mine?format=csv&sort=at')).toEqual(SIGNED_IN);
  });
});
