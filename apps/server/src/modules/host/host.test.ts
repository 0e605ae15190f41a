import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { auditRecords, groups } from '../../db/schema.js';
import { GROUP_SUSPENDED } from '../../lib/guards.js';
import { createTestApp, type SignedIn, signUp } from '../../test/app.js';
import { callerOf } from '../../test/http.js';
import { openOtherGroup, signUpInGroup } from '../../test/other-group.js';
import { lastMessage, MALFORMED_BODIES, OWN_PASSWORD, signedInFrom } from '../../test/passwords.js';
import { type PeopleScene, signUpPeople } from '../../test/scene.js';
import { messagesFor } from '../outbox/outbox.service.js';
import { NOT_THE_HOST } from './host.service.js';

// docs/decisions/host.md: the host's operator lists the groups, opens one with its first official,
// and suspends or resumes one; no one else may, and without HOST_ADMIN_EMAIL there is no host.
const HOST = 'operator@links.example';
const PEOPLE = { admin: 'admin', member: 'member', otherMember: 'member' } as const;
let scene: PeopleScene<typeof PEOPLE> & { operator: SignedIn };
/** Every office of the first group, and another group's chair: none of them the host. */
let others: SignedIn[] = [];
let elsewhereGroup = 0;
const call = callerOf(() => scene.ctx);
const groupCount = async () => (await scene.ctx.database.db.select({ n: count() }).from(groups))[0]?.n;
const newGroup = {
  name: 'Tumaini Youth',
  official_firstname: 'Neema',
  official_lastname: 'Wafula',
  official_email: 'neema.wafula@example.com',
};

beforeAll(async () => {
  const ctx = await createTestApp({ HOST_ADMIN_EMAIL: HOST.toUpperCase() });
  // The operator is the person of that email: here an official of the deployment's first group.
  const operator = await signUp(ctx, 'admin', { firstname: 'Otieno', email: HOST });
  scene = { ...(await signUpPeople(ctx, PEOPLE)), operator };
  const offices = ['chair', 'treasurer', 'secretary'] as const;
  for (const office of offices) others.push(await signUp(ctx, 'admin', { office }));
  others.push(await signUp(ctx, 'member', { office: 'auditor' }));
  const elsewhere = await openOtherGroup(ctx, 'Bidii Women');
  elsewhereGroup = elsewhere;
  others.push(
    await signUpInGroup(ctx, elsewhere, 'admin', { firstname: 'Bee', lastname: 'Chair', office: 'chair' }),
  );
}, 60_000);
afterAll(() => scene?.ctx.close());

describe('the host', () => {
  it('is the host operator alone: others are refused, no one signed in is asked to sign in', async () => {
    others = [scene.admin, scene.member, scene.otherMember, ...others];
    for (const who of others) {
      const res = await call('GET', '/host/groups', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: NOT_THE_HOST, code: 'NOT_THE_HOST' });
      expect((await call('POST', '/host/groups', who, newGroup)).statusCode).toBe(403);
      expect((await call('POST', '/host/groups/1/suspend', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/host/groups')).statusCode).toBe(401);
    expect((await call('GET', '/me/groups', scene.operator)).json().host).toBe(true);
    expect((await call('GET', '/me/groups', scene.admin)).json().host).toBe(false);
  });

  it('opens a group with its first official, who accepts the invitation and runs it', async () => {
    const before = await groupCount();
    const res = await call('POST', '/host/groups', scene.operator, newGroup);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Tumaini Youth', invitation_code: expect.stringMatching(/-/) });
    expect(await groupCount()).toBe((before ?? 0) + 1);
    const accepted = await call('POST', `/invitations/${created.invitation_code}/accept`, undefined, {
      password: OWN_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const official = signedInFrom(accepted.json());
    expect(official.user).toMatchObject({ role: 'admin', office: 'chair' });
    const bank = await call('POST', '/create-bank-account', official, { name: 'Equity', amount: 100 });
    expect(bank.statusCode, bank.body).toBe(201);
    // The host sees the group, not its money; the group's trail says the host opened it.
    const records = await runInGroup(created.group_id, () =>
      scene.ctx.database.db.select().from(auditRecords),
    );
    expect(records.map((r) => r.action)).toContain('create_group');
    const listed = (await call('GET', '/host/groups?per_page=100', scene.operator)).json();
    const row = listed.data.find((g: { group_id: number }) => g.group_id === created.group_id);
    expect(row).toMatchObject({ name: 'Tumaini Youth', status: 'active', members: 1 });
    expect(row.last_activity).not.toBeNull();
    expect(row.storage_bytes).toBeGreaterThan(0);
    expect(listed.pagination).toMatchObject({ page: 1, per_page: 100, total: before! + 1 });
    const first = listed.data.find((g: { group_id: number }) => g.group_id === 1);
    expect(first.members).toBe(8);
  });

  it('suspends and resumes a group; a suspended group changes nothing', async () => {
    const res = await call('POST', '/host/groups/1/suspend', scene.operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ group_id: 1, status: 'suspended' });
    const refused = await call('POST', '/create-bank-account', scene.admin, { name: 'Till', amount: 1 });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe(GROUP_SUSPENDED);
    // The host still works from a suspended group of their own.
    const resumed = await call('POST', '/host/groups/1/resume', scene.operator);
    expect(resumed.json()).toMatchObject({ status: 'active' });
    expect(
      (await call('POST', '/create-bank-account', scene.admin, { name: 'Till', amount: 1 })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/host/groups/2000000/suspend', scene.operator)).statusCode).toBe(404);
    // Every member who has not left was told each time, in the group; the other group's were not.
    for (const who of [scene.admin, scene.member, scene.otherMember]) {
      const suspended = await lastMessage(scene.ctx, who.id, 'group_suspended');
      expect(suspended.subject).toBe('Test Group is suspended on Links');
      expect(suspended.body).toContain('You can still read and download your statements');
      expect((await lastMessage(scene.ctx, who.id, 'group_resumed')).subject).toBe(
        'Test Group is running again on Links',
      );
    }
    const elsewhere = others.at(-1)!;
    const theirs = await runInGroup(elsewhereGroup, () =>
      messagesFor(scene.ctx.database.db, elsewhere.id, 'group_suspended'),
    );
    expect(theirs).toEqual([]);
  });

  it('refuses every malformed request with a 4xx, writing nothing', async () => {
    const before = await groupCount();
    for (const body of [
      ...MALFORMED_BODIES,
      { ...newGroup, name: '' },
      { ...newGroup, name: 'x'.repeat(101) },
      { ...newGroup, name: 'A\u0000B' },
      { ...newGroup, official_email: 'not-an-email' },
      { ...newGroup, official_firstname: null },
      { ...newGroup, extra: 1 },
    ]) {
      const res = await call('POST', '/host/groups', scene.operator, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const path of [
      '/host/groups/abc/suspend',
      '/host/groups/0/resume',
      '/host/groups/99999999999/suspend',
    ]) {
      const res = await call('POST', path, scene.operator);
      expect([404, 422], path).toContain(res.statusCode);
    }
    for (const query of ['?page=0', '?per_page=1000', `?q=${'x'.repeat(200)}`, '?page=abc']) {
      expect((await call('GET', `/host/groups${query}`, scene.operator)).statusCode, query).toBe(422);
    }
    expect(await groupCount()).toBe(before);
  });
});

describe('a deployment without HOST_ADMIN_EMAIL', () => {
  it('has no host', async () => {
    const ctx = await createTestApp();
    try {
      const alone = await signUpPeople(ctx, { admin: 'admin' } as const);
      const res = await ctx.app.inject({ url: '/api/links/host/groups', headers: alone.admin.headers });
      expect(res.statusCode).toBe(404);
      const me = await ctx.app.inject({ url: '/api/links/me/groups', headers: alone.admin.headers });
      expect(me.json().host).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
