import { settableClock } from '@links/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { auditRecords, groups, users } from '../../db/schema.js';
import { createTestApp, PASSWORD, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { callerOf } from '../../test/http.js';
import {
  invitationCodeIn,
  lastMessage,
  MALFORMED_BODIES,
  OWN_PASSWORD,
  signedInFrom,
} from '../../test/passwords.js';
import { NOT_YOUR_PASSWORD } from '../auth/sign-in.js';
import { GROUP_PENDING } from './host.service.js';
import { SIGNUP_CLOSED, SIGNUP_SENT, SIGNUPS_PER_HOUR } from './signup.js';

// docs/decisions/signup.md: with LINKS_OPEN_SIGNUP anyone registers a group, which waits until its
// first official answers the code e-mailed to them; without it, /signup is closed.
const HOST = 'operator@links.example';
const clock = settableClock('2026-05-04T06:00:00Z');
let open: TestContext;
let closed: TestContext;
let operator: SignedIn;
let admin: SignedIn;
let member: SignedIn;
let otherMember: SignedIn;
const call = callerOf(() => open);

const db = () => open.database.db;
const groupCount = async (ctx = open) =>
  (await asPlatform(() => ctx.database.db.select({ n: count() }).from(groups)))[0]?.n ?? 0;
const registration = (name: string, email: string) => ({
  group_name: name,
  firstname: 'Neema',
  lastname: 'Wafula',
  email,
});

/** The group of a name with its first official, and the code the official was sent. */
async function registered(name: string) {
  const [group] = await asPlatform(() => db().select().from(groups).where(eq(groups.name, name)));
  if (!group) throw new Error(`no group ${name}`);
  return runInGroup(group.id, async () => {
    const [official] = await db().select().from(users);
    const message = await lastMessage(open, official!.id, 'group_signup');
    return { group, official: official!, message, code: invitationCodeIn(message.body) };
  });
}

const statusOf = async (groupId: number) =>
  (await asPlatform(() => db().select({ s: groups.status }).from(groups).where(eq(groups.id, groupId))))[0]
    ?.s;

beforeAll(async () => {
  open = await createTestApp({ LINKS_OPEN_SIGNUP: 'true', HOST_ADMIN_EMAIL: HOST }, { clock });
  closed = await createTestApp();
  operator = await signUp(open, 'admin', { email: HOST });
  admin = await signUp(open, 'admin');
  member = await signUp(open, 'member');
  otherMember = await signUp(open, 'member');
}, 60_000);
afterAll(async () => {
  await open?.close();
  await closed?.close();
});

describe('a deployment closed to signups (the default)', () => {
  it('says so, and registers nothing for anyone', async () => {
    const get = await closed.app.inject({ url: '/api/links/signup' });
    expect(get.json()).toEqual({ open: false });
    const before = await groupCount(closed);
    const res = await closed.app.inject({
      method: 'POST',
      url: '/api/links/signup',
      payload: registration('Closed Door', 'closed@example.com'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SIGNUP_CLOSED);
    expect(await groupCount(closed)).toBe(before);
  });
});

describe('a deployment open to signups', () => {
  it('says so to anyone', async () => {
    expect((await call('GET', '/signup')).json()).toEqual({ open: true });
  });

  it('registers a waiting group for a new person, who confirms it by choosing a password and runs it', async () => {
    const before = await groupCount();
    const res = await call(
      'POST',
      '/signup',
      undefined,
      registration('Tumaini Youth', 'Neema.W@Example.com'),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: SIGNUP_SENT });
    expect(res.body).not.toMatch(/[A-Z2-9]{5}-[A-Z2-9]{5}/);
    expect(await groupCount()).toBe(before + 1);
    const { group, official, message, code } = await registered('Tumaini Youth');
    expect(group.status).toBe('pending');
    expect(official).toMatchObject({ role: 'admin', office: 'chair', email: 'neema.w@example.com' });
    expect(message).toMatchObject({ secret: true, subject: 'Confirm your group Tumaini Youth on Links' });

    const view = await call('GET', `/invitations/${code}`);
    expect(view.json()).toEqual({ firstname: 'Neema', has_password: false, new_group: 'Tumaini Youth' });
    // Their password is chosen with the invitation, not checked.
    const confirm = await call('POST', `/invitations/${code}/confirm`, undefined, { password: OWN_PASSWORD });
    expect(confirm.statusCode).toBe(409);
    expect(await statusOf(group.id)).toBe('pending');

    const accepted = await call('POST', `/invitations/${code}/accept`, undefined, { password: OWN_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await statusOf(group.id)).toBe('active');
    const chair = signedInFrom(accepted.json());
    const bank = await call('POST', '/create-bank-account', chair, { name: 'Equity', amount: 100 });
    expect(bank.statusCode, bank.body).toBe(201);
    const actions = await runInGroup(group.id, () => db().select().from(auditRecords));
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['create_group', 'accept_invitation']),
    );
    expect(
      (await call('POST', `/invitations/${code}/accept`, undefined, { password: OWN_PASSWORD })).statusCode,
    ).toBe(404);
  });

  it('lets someone who already signs in register a group, confirmed with their own password only', async () => {
    const email = admin.user.email;
    const res = await call('POST', '/signup', member, registration('Bidii Traders', email));
    expect(res.statusCode, res.body).toBe(202);
    const { group, code } = await registered('Bidii Traders');
    // Until they confirm, the group is no choice of theirs.
    const groupsBefore = (await call('GET', '/me/groups', admin)).json().groups;
    expect(groupsBefore.map((g: { name: string }) => g.name)).not.toContain('Bidii Traders');
    const view = (await call('GET', `/invitations/${code}`)).json();
    expect(view).toMatchObject({ has_password: true, new_group: 'Bidii Traders' });
    expect(
      (await call('POST', `/invitations/${code}/accept`, undefined, { password: OWN_PASSWORD })).json().code,
    ).toBe('PASSWORD_ALREADY_SET');

    const wrong = await call('POST', `/invitations/${code}/confirm`, undefined, {
      password: 'Not-Mine-123!',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'NOT_YOUR_PASSWORD',
      fields: { password: NOT_YOUR_PASSWORD },
    });
    expect(await statusOf(group.id)).toBe('pending');

    const confirmed = await call('POST', `/invitations/${code}/confirm`, undefined, { password: PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await statusOf(group.id)).toBe('active');
    const inNewGroup = signedInFrom(confirmed.json());
    const mine = (await call('GET', '/me/groups', inNewGroup)).json().groups;
    expect(mine.find((g: { current: boolean }) => g.current)).toMatchObject({
      name: 'Bidii Traders',
      office: 'chair',
    });
    expect(mine.length).toBe(2);
    expect(
      (await call('POST', `/invitations/${code}/confirm`, undefined, { password: PASSWORD })).statusCode,
    ).toBe(404);
  });

  it('confirms only a waiting group: an invitation of a group that runs is no confirmation', async () => {
    const res = await call('POST', '/create-user-account', admin, {
      firstname: 'Juma',
      lastname: 'Otieno',
      email: 'juma.otieno@example.com',
      phone: '0712345678',
      role: 'member',
    });
    const code = res.json().invitation_code;
    expect(code, res.body).toBeTruthy();
    expect((await call('GET', `/invitations/${code}`)).json().new_group).toBeNull();
    expect(
      (await call('POST', `/invitations/${code}/confirm`, undefined, { password: PASSWORD })).statusCode,
    ).toBe(404);
  });

  it('shows the host a waiting group, which cannot be suspended or resumed before it starts', async () => {
    await call('POST', '/signup', otherMember, registration('Waiting Room', 'waiting@example.com'));
    const { group } = await registered('Waiting Room');
    const listed = (await call('GET', '/host/groups?q=Waiting', operator)).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ group_id: group.id, status: 'pending', members: 1 }),
    ]);
    for (const action of ['suspend', 'resume']) {
      const res = await call('POST', `/host/groups/${group.id}/${action}`, operator);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'GROUP_PENDING', message: GROUP_PENDING });
    }
    expect(await statusOf(group.id)).toBe('pending');
  });

  it('lets a code lapse after 7 days: the group stays waiting', async () => {
    await call('POST', '/signup', admin, registration('Late Comers', 'late@example.com'));
    const { group, code } = await registered('Late Comers');
    const start = clock.now();
    clock.set(new Date(start.getTime() + 7 * 86_400_000 + 1000));
    try {
      const res = await call('POST', `/invitations/${code}/accept`, undefined, { password: OWN_PASSWORD });
      expect(res.statusCode).toBe(404);
      expect(await statusOf(group.id)).toBe('pending');
    } finally {
      clock.set(start);
    }
  });

  it('refuses malformed registrations and confirmations with a 4xx, writing nothing', async () => {
    const before = await groupCount();
    const bodies = [
      ...MALFORMED_BODIES,
      { group_name: null, firstname: null, lastname: null, email: null },
      { group_name: 'A\u0000B', firstname: 'N', lastname: 'W', email: 'a@b.ke' },
      { group_name: 'x'.repeat(200_000), firstname: 'Neema', lastname: 'W', email: 'a@b.ke' },
      { group_name: 42, firstname: [], lastname: {}, email: 2_147_483_648 },
      { ...registration('Extra', 'extra@example.com'), role: 'admin' },
      registration('  ', 'blank@example.com'),
    ];
    for (const body of bodies) {
      const res = await call('POST', '/signup', undefined, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const confirm = await call('POST', '/invitations/ABCDE-FGHJK/confirm', undefined, body);
      expect(confirm.statusCode).toBeGreaterThanOrEqual(400);
      expect(confirm.statusCode).toBeLessThan(500);
    }
    expect(await groupCount()).toBe(before);
  });

  it(`takes ${SIGNUPS_PER_HOUR} registrations an hour from one address`, async () => {
    const before = await groupCount();
    const address = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUPS_PER_HOUR; i++) {
      const res = await open.app.inject({
        method: 'POST',
        url: '/api/links/signup',
        remoteAddress: address,
        payload: registration(`Busy ${i}`, `busy${i}@example.com`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(SIGNUPS_PER_HOUR).fill(202), 429]);
    expect(await groupCount()).toBe(before + SIGNUPS_PER_HOUR);
  });
});
