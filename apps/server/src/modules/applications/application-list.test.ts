import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, itAnswersGets, SIGNED_IN, send, statusesFor } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { itRefusesEach } from '../../test/list-fixtures.js';
import { openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let admin: SignedIn;
let checker: SignedIn;
let wanjiru: SignedIn;
let kamau: SignedIn;
const ids: Record<string, number> = {};

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

usePeopleApp(
  {
    admin: 'admin',
    checker: named('Chege', 'admin'),
    wanjiru: named('Wanjiru Njeri'),
    kamau: named('Kamau Mwangi'),
  },
  async (scene) => {
    ({ ctx, admin, checker, wanjiru, kamau } = scene);
    // Two officials test the maker-checker rule here, not the quorum: each acts alone.
    await setQuorum(ctx, 1);
    callers = { admin, member: wanjiru, otherMember: kamau };
    for (const who of [wanjiru, kamau]) await openSavings(ctx, admin, who.id, 50_000);
    const apply = async (who: SignedIn, kind: string, amount: number, guarantors: number[] = []) => {
      const res = await as(ctx, who).post('/loan-applications', {
        kind,
        amount,
        purpose: 'Stock',
        guarantors,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().application_id as number;
    };
    ids.wanjiruShort = await apply(wanjiru, 'short_term', 1_000);
    ids.wanjiruLong = await apply(wanjiru, 'long_term', 30_000, [kamau.id]);
    ids.kamauShort = await apply(kamau, 'short_term', 2_500);
    const rejected = await as(ctx, checker).patch(`/loan-applications/${ids.wanjiruShort}`, {
      decision: 'Rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  },
);

const listed = async (who: SignedIn, path: string) => {
  const res = await as(ctx, who).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('GET /loan-applications', () => {
  it('keeps its shape without the new parameters: newest first, paged', async () => {
    const page = await listed(admin, '/loan-applications');
    expect(idsOf(page.applications)).toEqual([ids.kamauShort, ids.wanjiruLong, ids.wanjiruShort]);
    expect(page.pagination).toEqual({ page: 1, per_page: 10, total: 3, pages: 1 });
  });

  it('finds a borrower by name, keeps one status and sorts by amount', async () => {
    const found = await listed(admin, '/loan-applications?q=wanjiru');
    expect(idsOf(found.applications)).toEqual([ids.wanjiruLong, ids.wanjiruShort]);
    expect(found.pagination.total).toBe(2);
    const pending = await listed(admin, '/loan-applications?q=WANJ&status=Pending');
    expect(idsOf(pending.applications)).toEqual([ids.wanjiruLong]);
    expect((await listed(admin, '/loan-applications?q=nobody')).applications).toEqual([]);
    const byAmount = await listed(admin, '/loan-applications?sort=amount');
    expect(byAmount.applications.map((a: { amount: number }) => a.amount)).toEqual([1_000, 2_500, 30_000]);
    const largest = await listed(admin, '/loan-applications?sort=-amount&per_page=1&page=2');
    expect(idsOf(largest.applications)).toEqual([ids.kamauShort]);
    const oldest = await listed(admin, '/loan-applications?sort=created_at');
    expect(idsOf(oldest.applications)).toEqual([ids.wanjiruShort, ids.wanjiruLong, ids.kamauShort]);
  });

  it('downloads the filtered list as CSV in its order', async () => {
    const res = await as(ctx, admin).get('/loan-applications?format=csv&status=Pending&sort=-amount');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="loan-applications.csv"');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'id,applied_at,user_id,member,kind,amount,months,purpose,status,limit,guaranteed,shortfall,decided_at,reason,loan_id',
    );
    expect(
      lines.slice(1).map((line) => line.split(',').slice(0, 1).concat(line.split(',').slice(3, 6))),
    ).toEqual([
      [String(ids.wanjiruLong), 'Wanjiru Njeri', 'long_term', '30000.00'],
      [String(ids.kamauShort), 'Kamau Mwangi', 'short_term', '2500.00'],
    ]);
  });

  itRefusesEach(
    (query) => as(ctx, admin).get(`/loan-applications?${query}`),
    [
      ['status=Open', 'status'],
      ['sort=member', 'sort'],
      ['format=pdf', 'format'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['per_page=0', 'per_page'],
    ],
  );

  itAnswersGets(
    'is for admins only, the download too',
    () => [ctx, callers],
    ['/loan-applications?q=kamau', '/loan-applications?format=csv&sort=amount'],
    ADMIN_ONLY,
  );
});

describe('GET /loan-applications/mine', () => {
  it('keeps its shape without the new parameters', async () => {
    const mine = await listed(wanjiru, '/loan-applications/mine');
    expect(Object.keys(mine).sort()).toEqual(['applications', 'guarantee_requests']);
    expect(idsOf(mine.applications)).toEqual([ids.wanjiruLong, ids.wanjiruShort]);
    expect(idsOf((await listed(kamau, '/loan-applications/mine')).guarantee_requests)).toEqual([
      ids.wanjiruLong,
    ]);
  });

  it('filters by status and borrower and sorts, the caller’s own only', async () => {
    const pending = await listed(wanjiru, '/loan-applications/mine?status=Pending');
    expect(idsOf(pending.applications)).toEqual([ids.wanjiruLong]);
    const byAmount = await listed(wanjiru, '/loan-applications/mine?sort=amount');
    expect(idsOf(byAmount.applications)).toEqual([ids.wanjiruShort, ids.wanjiruLong]);
    const asked = await listed(kamau, '/loan-applications/mine?q=njeri');
    expect(idsOf(asked.applications)).toEqual([]);
    expect(idsOf(asked.guarantee_requests)).toEqual([ids.wanjiruLong]);
  });

  it('downloads the caller’s own applications as CSV, never another member’s', async () => {
    const res = await as(ctx, kamau).get('/loan-applications/mine?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-loan-applications.csv"');
    const rows = csvLines(res.body).slice(1);
    expect(rows.map((line) => line.split(',')[0])).toEqual([String(ids.kamauShort)]);
    const refused = await as(ctx, kamau).get('/loan-applications/mine?sort=size');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['sort']);
  });

  it('is for anyone signed in', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/loan-applications/mine?q=a')).toEqual(SIGNED_IN);
    expect((await send(ctx, undefined, 'GET', '/loan-applications/mine?format=csv')).statusCode).toBe(401);
  });
});
