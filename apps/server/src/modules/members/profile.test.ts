import { describe, expect, it } from 'vitest';
import { type Callers, send } from '../../test/access.js';
import { PASSWORD, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { NAMED_CALLERS, usePeopleApp } from '../../test/scene.js';
import { countWizardRows } from '../../test/wizard-rows.js';

let ctx: TestContext;
let callers: Callers;
usePeopleApp(NAMED_CALLERS, (scene) => ({ ctx, callers } = scene));

const PHONE_MESSAGE = 'phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';
const setPhone = (userId: number, phone: unknown, who = callers.admin) =>
  as(ctx, who).patch(`/users/${userId}`, { phone });

describe('PATCH /users/{userId}', () => {
  it('is for admins only', async () => {
    const path = `/users/${callers.member.id}`;
    const statuses = await Promise.all(
      [undefined, callers.member, callers.otherMember, callers.admin].map(
        async (who) => (await as(ctx, who).patch(path, { phone: '0711000001' })).statusCode,
      ),
    );
    expect(statuses).toEqual([401, 403, 403, 200]);
  });

  it.each([
    ['0712 345 678', '254712345678'],
    ['+254 112 345 678', '254112345678'],
    ['254712-345-678', '254712345678'],
  ])('stores %s as %s, and shows it with the member number', async (typed, stored) => {
    const res = await setPhone(callers.member.id, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      users_id: callers.member.id,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      member_number: 'M002',
      phone: stored,
      role: 'member',
      office: 'member',
      message: 'Profile updated successfully',
    });
    const listed = (await send(ctx, callers.admin, 'GET', '/get-users')).json().users;
    expect(listed.find((u: { users_id: number }) => u.users_id === callers.member.id)).toMatchObject({
      member_number: 'M002',
      phone: stored,
    });
  });

  it('keeps phones from members: the list shows them only to admins', async () => {
    const listed = (await send(ctx, callers.otherMember, 'GET', '/get-users')).json().users;
    expect(
      listed.every((u: Record<string, unknown>) => !('phone' in u) && typeof u.member_number === 'string'),
    ).toBe(true);
  });

  it('refuses another member’s phone with 409, and clears a phone with null or blank', async () => {
    await setPhone(callers.member.id, '0712345678');
    const taken = await setPhone(callers.otherMember.id, '+254712345678');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A member with this phone number already exists.');
    expect((await setPhone(callers.member.id, null)).json().phone).toBeNull();
    expect((await setPhone(callers.otherMember.id, '0712345678')).statusCode).toBe(200);
    expect((await setPhone(callers.otherMember.id, '  ')).json().phone).toBeNull();
  });

  it.each([['0812345678'], ['12345'], [712345678], [['0712345678']], ['0'.repeat(1000)]])(
    'refuses %j naming phone',
    async (phone) => {
      const res = await setPhone(callers.member.id, phone);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: PHONE_MESSAGE, fields: { phone: PHONE_MESSAGE } });
    },
  );

  it('needs the phone field, and a user that exists', async () => {
    const missing = await as(ctx, callers.admin).patch(`/users/${callers.member.id}`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Send a phone or an office to change');
    expect((await setPhone(999_999, '0712000000')).statusCode).toBe(404);
    expect((await setPhone(Number.NaN, '0712000000')).statusCode).toBe(422);
  });
});

describe('phone on the create-user wizard', () => {
  const wizard = (overrides: Record<string, unknown>) =>
    send(ctx, callers.admin, 'POST', '/create-user-account', {
      firstname: 'Zawadi',
      lastname: 'Njeri',
      email: `zawadi${Math.random()}@example.com`,
      password: PASSWORD,
      ...overrides,
    });

  it('stores the phone, gives the next member number, and refuses a taken phone writing nothing', async () => {
    const res = await wizard({ phone: '0799 000 111' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().member_number).toBe('M004');
    const summary = (await send(ctx, callers.admin, 'GET', `/accounts/${res.json().user_id}`)).json();
    expect(summary.user_details).toMatchObject({ member_number: 'M004', phone: '254799000111' });
    const before = await countWizardRows(ctx.database.db);
    const taken = await wizard({ phone: '+254799000111', initial_savings: 500 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A member with this phone number already exists.');
    expect(await countWizardRows(ctx.database.db)).toEqual(before);
  });

  it('refuses a phone that is not one', async () => {
    const res = await wizard({ phone: '0712' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ phone: PHONE_MESSAGE });
  });
});
