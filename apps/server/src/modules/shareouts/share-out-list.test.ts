import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, itAnswersGets } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { csvDownload, itRefusesEach } from '../../test/list-fixtures.js';
import { paid, type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

let ctx: TestContext;
let s: ShareOutYear;
let callers: Callers;
let first: { id: number; distributable: number };
let second: { id: number; distributable: number };

useShareOutYear(async (scene) => {
  ({ ctx, s, callers } = scene);
  const commit = async (from: string, to: string) => {
    const res = await as(ctx, s.admin).post('/share-outs', {
      from,
      to,
      method: 'proportional',
      withholding_rate: 0.05,
      payout: 'to_savings',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; distributable: number };
  };
  // The first quarter holds the March installment's interest; a second one in September makes the
  // rest of the year's surplus larger than the first's.
  first = await commit(s.from, `${s.year}-03-31`);
  const loans = (await as(ctx, s.admin).get(`/loans/user/${s.daudi.id}`)).json().loans;
  const installment = loans[0].installment_amount as number;
  expect(installment).toBeGreaterThan(0);
  const repaid = await paid(ctx, s.admin, s.daudi.id, `${s.year}-09-01`, {
    transaction_type: 'LTL',
    transaction_amount: installment,
  });
  expect(repaid.statusCode, repaid.body).toBe(200);
  second = await commit(`${s.year}-04-01`, s.to);
});

const listed = async (query: string) => {
  const res = await as(ctx, s.admin).get(`/share-outs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { share_outs: { id: number; distributable: number }[]; pagination: { total: number } };
};
const shareOutIds = (page: { share_outs: { id: number }[] }) => page.share_outs.map((row) => row.id);

describe('GET /share-outs', () => {
  it('keeps its shape without the new parameters: the latest period first', async () => {
    const page = await listed('');
    expect(Object.keys(page).sort()).toEqual(['pagination', 'share_outs']);
    expect(shareOutIds(page)).toEqual([second.id, first.id]);
    expect(page.pagination.total).toBe(2);
  });

  it('sorts by the period, the day paid or the amount shared, either way', async () => {
    expect(shareOutIds(await listed('sort=to'))).toEqual([first.id, second.id]);
    expect(shareOutIds(await listed('sort=-paid_on&per_page=1&page=2'))).toEqual([first.id]);
    const bigFirst = [first, second].sort((a, b) => b.distributable - a.distributable).map((x) => x.id);
    expect(first.distributable).not.toBe(second.distributable);
    expect(shareOutIds(await listed('sort=-distributable'))).toEqual(bigFirst);
    expect(shareOutIds(await listed('sort=distributable'))).toEqual([...bigFirst].reverse());
  });

  it("downloads every member's line of every share-out as CSV, in the list's order", async () => {
    const res = await as(ctx, s.admin).get('/share-outs?format=csv&sort=to');
    const lines = csvDownload(res, 'share-outs.csv');
    expect(lines[0]).toBe(
      'share_out_id,from,to,method,payout,paid_on,user_id,member,basis,share,withholding,net',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    const views = [first, second].map(async ({ id }) =>
      (await as(ctx, s.admin).get(`/share-outs/${id}`)).json(),
    );
    const [a, b] = await Promise.all(views);
    expect(rows.map((row) => Number(row[0]))).toEqual([
      ...a.members.map(() => first.id),
      ...b.members.map(() => second.id),
    ]);
    expect(rows[0]!.slice(1, 3)).toEqual([s.from, `${s.year}-03-31`]);
    expect(rows.find((row) => row[7] === 'Achieng Otieno' && Number(row[0]) === first.id)?.[11]).toBe(
      a.members.find((m: { name: string; net: number }) => m.name === 'Achieng Otieno').net.toFixed(2),
    );
  });

  itRefusesEach(
    (query) => as(ctx, s.admin).get(`/share-outs?${query}`),
    [
      ['sort=member', 'sort'],
      ['format=pdf', 'format'],
      ['page=0', 'page'],
    ],
  );

  itAnswersGets(
    'is for admins only, the download too',
    () => [ctx, callers],
    ['/share-outs?sort=-distributable', '/share-outs?format=csv'],
    ADMIN_ONLY,
  );
});
