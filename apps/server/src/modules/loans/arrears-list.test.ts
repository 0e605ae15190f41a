import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, itAnswersGets } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { csvDownload, itRefusesEach } from '../../test/list-fixtures.js';
import { seedLoan } from '../../test/loans-seed.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let admin: SignedIn;
const ids: Record<string, number> = {};
const AS_OF = 'as_of=2026-04-15';

type Row = { loan_id: number; days_past_due: number; overdue_principal: number; overdue_interest: number };

usePeopleApp(
  {
    admin: 'admin',
    wanjiru: named('Wanjiru Njeri'),
    kamau: named('Kamau Mwangi'),
  },
  async (scene) => {
    const { wanjiru, kamau } = scene;
    ({ ctx, admin } = scene);
    callers = { admin, member: wanjiru, otherMember: kamau };
    const seed = async (
      userId: number,
      kind: 'long_term' | 'short_term',
      principalCents: number,
      issuedOn: string,
    ) => (await seedLoan(ctx.database.db, { userId, kind, principalCents, issuedOn })).id;
    ids.wanjiruOld = await seed(wanjiru.id, 'long_term', 2_400_000, '2025-10-01'); // 165 days late
    ids.wanjiruShort = await seed(wanjiru.id, 'short_term', 300_000, '2026-01-10'); // 64 days late
    ids.kamau = await seed(kamau.id, 'long_term', 6_000_000, '2026-03-01'); // 14 days late
    await seed(kamau.id, 'short_term', 100_000, '2026-04-10'); // nothing due yet
  },
);

const report = async (query: string) => {
  const res = await as(ctx, admin).get(`/loans/arrears?${AS_OF}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { loans: Row[]; buckets: { loans: number }[]; pagination: { total: number } };
};
const loanIds = (rows: Row[]) => rows.map((row) => row.loan_id);

describe('GET /loans/arrears', () => {
  it('keeps its shape without the new parameters: most days late first', async () => {
    const all = await report('');
    expect(Object.keys(all).sort()).toEqual(['as_of', 'buckets', 'loans', 'pagination', 'total_outstanding']);
    expect(loanIds(all.loans)).toEqual([ids.wanjiruOld, ids.wanjiruShort, ids.kamau]);
    expect(all.loans.map((row) => row.days_past_due)).toEqual([165, 64, 14]);
    expect(all.buckets.map((bucket) => bucket.loans)).toEqual([1, 0, 1, 1]);
  });

  it('finds a member and keeps one PAR bucket; the buckets stay over the whole portfolio', async () => {
    const found = await report('q=njeri');
    expect(loanIds(found.loans)).toEqual([ids.wanjiruOld, ids.wanjiruShort]);
    expect(found.pagination.total).toBe(2);
    expect(found.buckets.map((bucket) => bucket.loans)).toEqual([1, 0, 1, 1]);
    expect(loanIds((await report('bucket=61-90')).loans)).toEqual([ids.wanjiruShort]);
    expect(loanIds((await report('bucket=over-90&q=kamau')).loans)).toEqual([]);
    expect(loanIds((await report('bucket=1-30')).loans)).toEqual([ids.kamau]);
  });

  it('sorts by days late or by the amount overdue or outstanding, either way', async () => {
    expect(loanIds((await report('sort=days_past_due')).loans)).toEqual([
      ids.kamau,
      ids.wanjiruShort,
      ids.wanjiruOld,
    ]);
    const overdue = (await report('sort=-overdue')).loans.map(
      (r) => r.overdue_principal + r.overdue_interest,
    );
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
    expect(new Set(overdue).size).toBe(3);
    const outstanding = await report('sort=-principal_outstanding&per_page=1');
    expect(loanIds(outstanding.loans)).toEqual([ids.kamau]);
  });

  it('downloads the filtered list as CSV in its order', async () => {
    const res = await as(ctx, admin).get(`/loans/arrears?${AS_OF}&format=csv&q=wanjiru&sort=days_past_due`);
    const lines = csvDownload(res, 'arrears-2026-04-15.csv');
    expect(lines[0]).toBe(
      'loan_id,kind,user_id,member,oldest_due_date,days_past_due,overdue_principal,overdue_interest,fines,principal_outstanding',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 6))).toEqual([
      [
        String(ids.wanjiruShort),
        'short_term',
        String(callers.member.id),
        'Wanjiru Njeri',
        '2026-02-10',
        '64',
      ],
      [String(ids.wanjiruOld), 'long_term', String(callers.member.id), 'Wanjiru Njeri', '2025-11-01', '165'],
    ]);
    expect(lines[2]!.split(',')[9]).toBe('24000.00');
  });

  itRefusesEach(
    (query) => as(ctx, admin).get(`/loans/arrears?${query}`),
    [
      ['bucket=91+', 'bucket'],
      ['sort=amount', 'sort'],
      ['format=xlsx', 'format'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['as_of=2026-13-01', 'as_of'],
    ],
  );

  itAnswersGets(
    'is for admins only, the download too',
    () => [ctx, callers],
    ['/loans/arrears?q=njeri&bucket=1-30', '/loans/arrears?format=csv'],
    ADMIN_ONLY,
  );
});
