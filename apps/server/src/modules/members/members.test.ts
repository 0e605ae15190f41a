import { EMAIL_MESSAGE, PASSWORD_MESSAGE, REQUIRED_USER_MESSAGE } from '@links/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupSettings, journalLines, memberAccounts, savingsAccounts, users } from '../../db/schema.js';
import { type Callers, SIGNED_IN, send, statusesFor } from '../../test/access.js';
import { PASSWORD, type TestContext } from '../../test/app.js';
import { entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { countRows, savingsAccountRow } from '../../test/money-rows.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { newMembers } from '../../test/wizard-rows.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let callers: Callers;
usePeopleApp(
  {
    admin: named('Ada Otieno', 'admin'),
    member: named('Wanjiru Kamau'),
    otherMember: named('Baraka Mwangi'),
  },
  (scene) => ({ ctx, callers } = scene),
);

const newMember = newMembers('Achieng', 'Odhiambo');
const createUser = (payload: unknown) => send(ctx, callers.admin, 'POST', '/create-user-account', payload);

async function expectRefused(payload: unknown, status: number, message: string) {
  const before = await countRows(ctx.database.db);
  const res = await createUser(payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await countRows(ctx.database.db)).toEqual(before);
}

describe('POST /create-user-account', () => {
  it('creates the user, their member account and an empty savings account', async () => {
    const res = await createUser(newMember({ email: '  Achieng.New@Example.COM ' }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      user_id: expect.any(Number),
      saving_id: expect.any(Number),
      ltl_id: null,
      stl_id: null,
      long_term_loan_details: { installment: 0 },
      short_term_loan_details: { installment: 0 },
      monthly_payment_total: 2500,
      member_number: expect.stringMatching(/^M\d{3}$/),
      message: 'User account created successfully',
      invitation_url: null,
      invitation_code: null,
      invitation_expires_at: null,
      office_approval: null,
    });
    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, answer.user_id));
    expect(user).toMatchObject({ email: 'achieng.new@example.com', role: 'member', firstname: 'Achieng' });
    const accounts = await db.select().from(memberAccounts).where(eq(memberAccounts.userId, answer.user_id));
    expect(accounts).toHaveLength(1);
    const saving = await savingsAccountRow(db, answer.saving_id);
    expect(saving).toMatchObject({ userId: answer.user_id, balanceCents: 0, yearlyTargetCents: 3_000_000 });
    expect(await linesOfEntry(db, `saving-opening:${answer.saving_id}`)).toEqual([]);
    expect(await db.select().from(journalLines).where(eq(journalLines.userId, answer.user_id))).toEqual([]);

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: 'achieng.new@example.com', password: PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('opens the savings account with the target and the opening balance given, in the books', async () => {
    const res = await createUser(
      newMember({ role: 'admin', savings_target: 36000, initial_savings: 1500.5 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { user_id, saving_id, monthly_payment_total } = res.json();
    expect(monthly_payment_total).toBe(3000);
    const db = ctx.database.db;
    expect((await db.select().from(users).where(eq(users.id, user_id)))[0]?.role).toBe('admin');
    const saving = await savingsAccountRow(db, saving_id);
    expect(saving).toMatchObject({ balanceCents: 150_050, yearlyTargetCents: 3_600_000 });
    // Brought in from before the app: Dr Opening balances, Cr the member's savings.
    expect(await linesOfEntry(db, `saving-opening:${saving_id}`)).toEqual([
      { code: '2000', debit: 0, credit: 150_050, userId: user_id, loanId: null },
      { code: '3000', debit: 150_050, credit: 0, userId: null, loanId: null },
    ]);
    expect(await entryOf(db, `saving-opening:${saving_id}`)).toMatchObject({
      memo: 'Opening savings balance',
      createdBy: callers.admin.id,
    });
    expect(await findBalanceDifferences(db)).toEqual([]);
  });

  it('answers the monthly payment as the yearly target / 12, rounded to the cent', async () => {
    const small = await createUser(newMember({ savings_target: 1000 }));
    expect(small.json().monthly_payment_total).toBe(83.33);
    const other = await createUser(newMember({ savings_target: 2000 }));
    expect(other.json().monthly_payment_total).toBe(166.67);
  });

  it("takes the default target from the group's settings", async () => {
    const db = ctx.database.db;
    await db.update(groupSettings).set({ savingsTargetCents: 2_400_000 });
    try {
      const res = await createUser(newMember());
      expect(res.json().monthly_payment_total).toBe(2000);
      const [saving] = await db
        .select()
        .from(savingsAccounts)
        .where(eq(savingsAccounts.id, res.json().saving_id));
      expect(saving?.yearlyTargetCents).toBe(2_400_000);
    } finally {
      await db.update(groupSettings).set({ savingsTargetCents: 3_000_000 });
    }
  });

  it.each(['firstname', 'lastname', 'email'])(
    'refuses a user without %s and writes nothing',
    async (field) => {
      await expectRefused(newMember({ [field]: undefined }), 422, REQUIRED_USER_MESSAGE);
      await expectRefused(newMember({ [field]: '   ' }), 422, REQUIRED_USER_MESSAGE);
    },
  );

  it('refuses an email that is not an email, and a weak password', async () => {
    // No password is an invitation (own-password.test.ts); blanks are a weak one.
    await expectRefused(newMember({ password: '   ' }), 422, PASSWORD_MESSAGE);
    await expectRefused(newMember({ email: 'achieng@example' }), 422, EMAIL_MESSAGE);
    await expectRefused(newMember({ password: 'password1!' }), 422, PASSWORD_MESSAGE);
    await expectRefused(newMember({ password: 'Passw0rd' }), 422, PASSWORD_MESSAGE);
  });

  it('refuses a savings target or an initial saving outside the rules, naming the field', async () => {
    await expectRefused(
      newMember({ savings_target: 1500 }),
      422,
      'savings_target must be a multiple of 1,000',
    );
    await expectRefused(newMember({ savings_target: 0 }), 422, 'savings_target must be at least 1,000');
    await expectRefused(newMember({ savings_target: '30000' }), 422, 'savings_target must be a number');
    await expectRefused(newMember({ initial_savings: -1 }), 422, 'initial_savings must not be negative');
    await expectRefused(
      newMember({ initial_savings: 10.005 }),
      422,
      'initial_savings must have at most two decimals',
    );
    await expectRefused(newMember({ role: 'treasurer' }), 422, "role must be 'member' or 'admin'");
  });

  it('refuses a taken email, ignoring case, and leaves no half user behind', async () => {
    const first = await createUser(newMember({ email: 'duplicate@example.com', initial_savings: 500 }));
    expect(first.statusCode).toBe(201);
    await expectRefused(
      newMember({ email: 'Duplicate@EXAMPLE.com', initial_savings: 700 }),
      409,
      'A user with this email already exists.',
    );
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('is for admins only', async () => {
    const before = await countRows(ctx.database.db);
    const statuses = await statusesFor(ctx, callers, 'POST', '/create-user-account', newMember());
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
    expect((await countRows(ctx.database.db)).users).toBe(before.users + 1);
  });
});

describe('GET /get-users', () => {
  it('lists every user by first and last name, with emails for an admin', async () => {
    const res = await send(ctx, callers.admin, 'GET', '/get-users');
    expect(res.statusCode).toBe(200);
    const listed = res.json().users as { firstname: string; lastname: string; email?: string }[];
    const all = await ctx.database.db.select().from(users);
    expect(listed).toHaveLength(all.length);
    const names = listed.map((u) => `${u.firstname} ${u.lastname}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(listed[0]).toEqual({
      users_id: expect.any(Number),
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      email: expect.stringContaining('@example.com'),
      role: expect.stringMatching(/^(admin|member)$/),
      office: expect.stringMatching(/^(treasurer|member)$/),
      member_number: expect.stringMatching(/^M\d{3}$/),
      status: 'active',
      phone: null,
    });
    expect(listed.find((u) => u.firstname === 'Ada')).toEqual({
      users_id: callers.admin.id,
      firstname: 'Ada',
      lastname: 'Otieno',
      email: callers.admin.user.email,
      role: 'admin',
      office: 'treasurer',
      member_number: 'M001',
      status: 'active',
      phone: null,
    });
  });

  it('shows a member the same list without emails', async () => {
    const res = await send(ctx, callers.member, 'GET', '/get-users');
    expect(res.statusCode).toBe(200);
    const listed = res.json().users as Record<string, unknown>[];
    expect(listed.every((u) => !('email' in u))).toBe(true);
    expect(listed.find((u) => u.users_id === callers.otherMember.id)).toEqual({
      users_id: callers.otherMember.id,
      firstname: 'Baraka',
      lastname: 'Mwangi',
      role: 'member',
      office: 'member',
      member_number: 'M003',
      status: 'active',
    });
  });

  it('answers every signed-in user and no one else', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', '/get-users');
    expect(statuses).toEqual(SIGNED_IN);
  });
});
