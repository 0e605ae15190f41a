import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, itAnswersGets } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { csvLines, expectBareList, itRefusesEach, namesIn, useListApp } from '../../test/list-fixtures.js';
import { openSavings } from '../../test/money-fixtures.js';

let ctx: TestContext;
let admin: SignedIn;
let callers: Callers;
let ids: Map<string, number>;
/** The account holders, by name. */
const holders = ['Achieng Odhiambo', 'Baraka Otieno', 'Kamau Mwangi', 'Otieno Ouma', 'Wanjiru Kamau'];

useListApp(async (scene) => {
  ({ ctx, admin, callers, ids } = scene);
  for (const name of ['Wanjiru Kamau', 'Otieno Ouma', 'Kamau Mwangi', 'Baraka Otieno', 'Achieng Odhiambo']) {
    const res = await as(ctx, admin).post('/create-account', { user_id: ids.get(name) });
    expect(res.statusCode, res.body).toBe(201);
  }
  await openSavings(ctx, admin, ids.get('Otieno Ouma')!, 500);
  await openSavings(ctx, admin, ids.get('Kamau Mwangi')!, 1200.5);
  await openSavings(ctx, admin, ids.get('Baraka Otieno')!, 80);
});

const list = (query: string, who: SignedIn = admin) => as(ctx, who).get(`/allacounts${query}`);
const names = namesIn('accounts');

describe('GET /allacounts', () => {
  it('answers every account by name without list parameters, as the spec calls it', async () => {
    const res = await expectBareList(list(''), 'accounts');
    expect(names(res)).toEqual(holders);
    expect(res.json().accounts[2]).toMatchObject({
      user_id: ids.get('Kamau Mwangi'),
      email: 'person4@list.test',
      savings: 1200.5,
      monthly_expected: 2500,
    });
  });

  it('pages with the true totals; a page past the end is empty', async () => {
    const first = await list('?page=1&per_page=2');
    expect(names(first)).toEqual(holders.slice(0, 2));
    expect(first.json().pagination).toEqual({ page: 1, per_page: 2, total: 5, pages: 3 });
    expect(names(await list('?page=3&per_page=2'))).toEqual(holders.slice(4));
    expect((await list('?page=99&per_page=10')).json()).toEqual({
      accounts: [],
      pagination: { page: 99, per_page: 10, total: 5, pages: 1 },
    });
  });

  it('searches the holder by name, number, email or phone, and filters by member and role', async () => {
    expect(names(await list('?q=otieno'))).toEqual(['Baraka Otieno', 'Otieno Ouma']);
    expect(names(await list('?q=person4'))).toEqual(['Kamau Mwangi']);
    expect(names(await list('?q=0712000003'))).toEqual(['Achieng Odhiambo']);
    expect(names(await list('?q=njeri'))).toEqual([]);
    expect(names(await list(`?user_id=${ids.get('Otieno Ouma')}`))).toEqual(['Otieno Ouma']);
    expect((await list('?role=admin')).json().pagination.total).toBe(0);
  });

  it('sorts by savings, name, member number and opening date', async () => {
    expect(names(await list('?sort=-savings'))).toEqual([
      'Kamau Mwangi',
      'Otieno Ouma',
      'Baraka Otieno',
      'Achieng Odhiambo',
      'Wanjiru Kamau',
    ]);
    expect(names(await list('?sort=-name'))).toEqual([...holders].reverse());
    expect(names(await list('?sort=member_number'))).toEqual([
      'Wanjiru Kamau',
      'Otieno Ouma',
      'Achieng Odhiambo',
      'Kamau Mwangi',
      'Baraka Otieno',
    ]);
    expect(names(await list('?sort=-created_at&per_page=1'))).toEqual(['Achieng Odhiambo']);
  });

  itRefusesEach(
    (query) => list(`?${query}`),
    [
      ['sort=monthly_expected', 'sort'],
      ['user_id=0', 'user_id'],
      ['per_page=0', 'per_page'],
      ['role=x', 'role'],
    ],
  );

  it('downloads the filtered list as CSV with amounts to the cent', async () => {
    const lines = csvLines(await list('?format=csv&sort=-savings&q=otieno'));
    expect(lines[0]).toBe('account_id,member_number,firstname,lastname,email,phone,savings,monthly_expected');
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 4).join(' '))).toEqual([
      'Otieno Ouma',
      'Baraka Otieno',
    ]);
    expect(lines[1]).toContain(',Otieno,Ouma,person2@list.test,254712000002,500.00,2500.00');
  });

  itAnswersGets(
    'is for admins only',
    () => [ctx, callers],
    ['/allacounts', '/allacounts?page=1', '/allacounts?format=csv'],
    ADMIN_ONLY,
  );
});
