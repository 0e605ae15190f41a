import { describe, expect, it } from 'vitest';
import { type Callers, itAnswersGets, SIGNED_IN } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  byName,
  csvLines,
  expectBareList,
  itRefusesEach,
  namesIn,
  PEOPLE,
  refusedSort,
  useListApp,
} from '../../test/list-fixtures.js';
import { openSavings } from '../../test/money-fixtures.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
let callers: Callers;
let ids: Map<string, number>;

useListApp(async (scene) => {
  ({ ctx, admin, member, callers, ids } = scene);
  await openSavings(ctx, admin, ids.get('Wanjiru Kamau')!);
  await openSavings(ctx, admin, ids.get('Otieno Ouma')!);
  const account = await as(ctx, admin).post('/create-account', { user_id: ids.get('Wanjiru Kamau') });
  expect(account.statusCode, account.body).toBe(201);
});

const everyone = () =>
  byName(['Ada Admin', 'Imani Wekesa', 'Halima Hassan', ...PEOPLE.map((p) => p.join(' '))]);
const list = (query: string, who: SignedIn = admin) => as(ctx, who).get(`/get-users${query}`);
const names = namesIn('users');

describe('GET /get-users without list parameters (the spec’s call)', () => {
  it('answers every user by name, with emails and phones for an admin only, and no pagination', async () => {
    const res = await expectBareList(list(''), 'users');
    expect(names(res)).toEqual(everyone());
    expect(
      res.json().users.find((u: { users_id: number }) => u.users_id === ids.get('Wanjiru Kamau')),
    ).toEqual({
      users_id: ids.get('Wanjiru Kamau'),
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      role: 'member',
      office: 'member',
      member_number: expect.stringMatching(/^M\d{3}$/),
      status: 'active',
      email: 'person0@list.test',
      phone: '254712000000',
    });
    const seen = await list('', member);
    expect(names(seen)).toEqual(everyone());
    for (const user of seen.json().users) expect(Object.keys(user)).not.toContain('email');
  });

  it('ignores parameters it does not know, as before', async () => {
    const res = await list('?colour=blue');
    expect(Object.keys(res.json())).toEqual(['users']);
    expect(res.json().users).toHaveLength(everyone().length);
  });
});

describe('GET /get-users as a list (docs/decisions/wire.md, "Pages of a list")', () => {
  it('pages by name with the true totals, and a page past the end is empty', async () => {
    const first = await list('?page=1&per_page=10');
    expect(names(first)).toEqual(everyone().slice(0, 10));
    expect(first.json().pagination).toEqual({ page: 1, per_page: 10, total: 15, pages: 2 });
    const second = await list('?page=2&per_page=10');
    expect(names(second)).toEqual(everyone().slice(10));
    const past = await list('?page=99&per_page=10');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ users: [], pagination: { page: 99, per_page: 10, total: 15, pages: 2 } });
  });

  it.each([
    ['wanj', ['Njeri Wanjiku', 'Wanjiru Kamau']],
    ['WA', ['Njeri Wanjiku', 'wambui Njeri', 'Wanjiru Kamau']],
    ['wan ka', ['Wanjiru Kamau']],
    ['kamau', ['Kamau Mwangi', 'Wanjiru Kamau']],
    ['otieno', ['Baraka Otieno', 'Otieno Ouma']],
    ['person3@', ['Achieng Odhiambo']],
    ['0712 000 005', ['Baraka Otieno']],
    ['+254712000001', ['wambui Njeri']],
    ['zzz', []],
    ['%', []],
  ])('finds %s by the start of a name’s word, an email or a phone', async (q, expected) => {
    const res = await list(`?q=${encodeURIComponent(q)}&per_page=20`);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.json().pagination.total).toBe(expected.length);
  });

  it('finds a member by member number, with or without the M', async () => {
    const wanjiru = (await list(''))
      .json()
      .users.find((u: { users_id: number }) => u.users_id === ids.get('Wanjiru Kamau'));
    for (const q of [
      wanjiru.member_number,
      wanjiru.member_number.toLowerCase(),
      String(Number(wanjiru.member_number.slice(1))),
    ]) {
      expect(names(await list(`?q=${q}`)), q).toEqual(['Wanjiru Kamau']);
    }
  });

  it('does not let a member find people by email or phone, which they are not shown', async () => {
    expect(names(await list('?q=person3%40', member))).toEqual([]);
    expect(names(await list('?q=0712000005', member))).toEqual([]);
    expect(names(await list('?q=baraka', member))).toEqual(['Baraka Otieno']);
  });

  it('filters by role and by whether the member has an account or savings', async () => {
    expect(names(await list('?role=admin'))).toEqual(['Ada Admin']);
    expect((await list('?role=member')).json().pagination.total).toBe(14);
    expect(names(await list('?has_savings=true'))).toEqual(['Otieno Ouma', 'Wanjiru Kamau']);
    expect(names(await list('?has_account=true'))).toEqual(['Wanjiru Kamau']);
    const without = await list('?has_savings=false&per_page=100');
    expect(names(without)).toEqual(everyone().filter((n) => n !== 'Otieno Ouma' && n !== 'Wanjiru Kamau'));
    expect(names(await list('?has_account=false&q=wanj'))).toEqual(['Njeri Wanjiku']);
    expect(names(await list(`?user_id=${ids.get('Dalmas Njoroge')}`, member))).toEqual(['Dalmas Njoroge']);
  });

  it('refuses a member the account filters, which only the forms of an admin need', async () => {
    const res = await list('?has_savings=false', member);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('sorts by name either way, by member number and by joining date', async () => {
    expect(names(await list('?sort=-name&per_page=100'))).toEqual(everyone().reverse());
    const byNumber = (await list('?sort=member_number&per_page=100'))
      .json()
      .users.map((u: { member_number: string }) => u.member_number);
    expect(byNumber).toEqual([...byNumber].sort());
    expect(names(await list('?sort=-member_number&per_page=1'))).toEqual(['Kiprono Kiptoo']);
    expect(names(await list('?sort=created_at&per_page=1'))).toEqual(['Ada Admin']);
  });

  itRefusesEach(
    (query) => list(`?${query}`),
    [
      ['page=0', 'page', 'page must be at least 1'],
      ['per_page=101', 'per_page', 'per_page must be between 1 and 100'],
      ['per_page=x', 'per_page', 'per_page must be a whole number'],
      refusedSort('email', ['name', 'member_number', 'created_at']),
      ['role=boss', 'role', 'role must be one of admin, member'],
      ['has_account=maybe', 'has_account', 'has_account must be true or false'],
      ['user_id=0', 'user_id', 'user_id must be a positive whole number'],
      ['format=pdf', 'format', 'format must be json or csv'],
      [`q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ],
  );

  it('downloads the whole filtered list as CSV, in its order; emails and phones for an admin only', async () => {
    const lines = csvLines(await list('?format=csv&q=otieno&sort=-name'));
    expect(lines[0]).toBe('member_number,firstname,lastname,role,office,status,email,phone,joined_at');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(' '))).toEqual([
      'Otieno Ouma',
      'Baraka Otieno',
    ]);
    expect(lines[1]).toContain(',member,active,person2@list.test,254712000002,');
    const seen = csvLines(await list('?format=csv&role=member', member));
    expect(seen[0]).toBe('member_number,firstname,lastname,role,office,status');
    expect(seen).toHaveLength(1 + 14);
  });

  itAnswersGets(
    'is for anyone signed in',
    () => [ctx, callers],
    ['/get-users?q=wan&per_page=20', '/get-users?format=csv'],
    SIGNED_IN,
  );
});
