import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, expectGetStatuses } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { csvLines, expectBareList, itRefusesEach, useListApp } from '../../test/list-fixtures.js';

let ctx: TestContext;
let admin: SignedIn;
let callers: Callers;
let ids: Map<string, number>;
/** Savers, by name, with their opening balance and yearly target. */
const savers = [
  ['Achieng Odhiambo', 700, 12000],
  ['Baraka Otieno', 80, 30000],
  ['Kamau Mwangi', 1200.5, 24000],
  ['Otieno Ouma', 500, 30000],
  ['wambui Njeri', 0, 60000],
  ['Wanjiru Kamau', 1500, 30000],
] as const;

useListApp(async (scene) => {
  ({ ctx, admin, callers, ids } = scene);
  // Opened in another order than the names', so that each order differs.
  for (const [name, amount, target] of [savers[3], savers[5], savers[0], savers[2], savers[4], savers[1]]) {
    const res = await as(ctx, admin).post('/add-saving', {
      user_id: ids.get(name),
      amount_saved: amount,
      expected_saving: target,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

const list = (query: string, who: SignedIn = admin) => as(ctx, who).get(`/all-savings${query}`);
const names = (res: { json(): { savings: { user_firstname: string; user_lastname: string }[] } }) =>
  res.json().savings.map((s) => `${s.user_firstname} ${s.user_lastname}`);
const byName = savers.map(([name]) => name);

describe('GET /all-savings', () => {
  it('answers every savings account by name without list parameters, as the spec calls it', async () => {
    const res = await expectBareList(list(''), 'savings');
    expect(names(res)).toEqual(byName);
    expect(res.json().savings[2]).toEqual({
      saving_id: expect.any(Number),
      user_id: ids.get('Kamau Mwangi'),
      user_firstname: 'Kamau',
      user_lastname: 'Mwangi',
      amount_saved: 1200.5,
      expected_saving: 24000,
    });
  });

  it('pages with the true totals; a page past the end is empty', async () => {
    const second = await list('?page=2&per_page=4');
    expect(names(second)).toEqual(byName.slice(4));
    expect(second.json().pagination).toEqual({ page: 2, per_page: 4, total: 6, pages: 2 });
    expect((await list('?page=99&per_page=10')).json()).toEqual({
      savings: [],
      pagination: { page: 99, per_page: 10, total: 6, pages: 1 },
    });
  });

  it('searches the saver and filters by member', async () => {
    expect(names(await list('?q=kamau'))).toEqual(['Kamau Mwangi', 'Wanjiru Kamau']);
    expect(names(await list('?q=wa'))).toEqual(['wambui Njeri', 'Wanjiru Kamau']);
    expect(names(await list('?q=chebet'))).toEqual([]);
    expect(names(await list(`?user_id=${ids.get('Otieno Ouma')}`))).toEqual(['Otieno Ouma']);
    expect(names(await list(`?user_id=${ids.get('Chebet Mutai')}`))).toEqual([]);
  });

  it('sorts by balance, target, name and opening date', async () => {
    expect(names(await list('?sort=-amount_saved'))).toEqual([
      'Wanjiru Kamau',
      'Kamau Mwangi',
      'Achieng Odhiambo',
      'Otieno Ouma',
      'Baraka Otieno',
      'wambui Njeri',
    ]);
    expect(names(await list('?sort=expected_saving'))).toEqual([
      'Achieng Odhiambo',
      'Kamau Mwangi',
      'Otieno Ouma',
      'Wanjiru Kamau',
      'Baraka Otieno',
      'wambui Njeri',
    ]);
    expect(names(await list('?sort=-name&per_page=2'))).toEqual(['Wanjiru Kamau', 'wambui Njeri']);
    expect(names(await list('?sort=created_at&per_page=2'))).toEqual(['Otieno Ouma', 'Wanjiru Kamau']);
  });

  itRefusesEach(
    (query) => list(`?${query}`),
    [
      ['sort=balance', 'sort'],
      ['user_id=-4', 'user_id'],
      ['page=1.5', 'page'],
      ['format=xlsx', 'format'],
    ],
  );

  it('downloads the filtered list as CSV in its order, amounts to the cent', async () => {
    const lines = csvLines(await list('?format=csv&q=kamau&sort=-amount_saved'));
    expect(lines[0]).toBe('saving_id,user_id,firstname,lastname,amount_saved,expected_saving');
    expect(lines.slice(1).map((l) => l.split(',').slice(2).join(' '))).toEqual([
      'Wanjiru Kamau 1500.00 30000.00',
      'Kamau Mwangi 1200.50 24000.00',
    ]);
  });

  it('is for admins only', async () => {
    const paths = ['/all-savings', '/all-savings?q=kamau', '/all-savings?format=csv'];
    await expectGetStatuses(ctx, callers, paths, ADMIN_ONLY);
  });
});
