import { LAST_RUNNING_OFFICE_MESSAGE, type Office } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import { createTestApp, type SignedIn, signInAgain } from '../../test/app.js';
import { auditOf } from '../../test/audit-rows.js';
import {
  type OfficesScene,
  setOffice,
  signUpOffice,
  stillSignedIn,
  useOfficesApp,
} from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';
import { tableCounts } from '../../test/table-counts.js';

let scene: OfficesScene;
useOfficesApp((ready) => {
  scene = ready;
});

const OFFICES: [keyof OfficesScene & string, Office, 'admin' | 'member'][] = [
  ['chair', 'chair', 'admin'],
  ['treasurer', 'treasurer', 'admin'],
  ['secretary', 'secretary', 'admin'],
  ['auditor', 'auditor', 'member'],
  ['member', 'member', 'member'],
];

describe('offices on the wire (docs/decisions/offices.md, "On the wire")', () => {
  it.each(OFFICES)(
    'the %s signs in as role %s with office %s, and /me and /get-users say the same',
    async (name, office, role) => {
      const who = scene[name] as SignedIn;
      expect(who.user).toMatchObject({ role, office });
      expect((await send(scene.ctx, who, 'GET', '/me')).json()).toMatchObject({ role, office });
      const listed = (await send(scene.ctx, scene.chair, 'GET', '/get-users')).json().users;
      expect(listed.find((u: { users_id: number }) => u.users_id === who.id)).toMatchObject({ role, office });
      const asMember = (await send(scene.ctx, scene.member, 'GET', '/get-users')).json().users;
      expect(asMember.find((u: { users_id: number }) => u.users_id === who.id)).toMatchObject({
        role,
        office,
      });
    },
  );
});

describe('PATCH /users/{userId} {office}: who may change an office', () => {
  it('refuses anonymous callers (401), members and the auditor (403), and writes nothing', async () => {
    const { ctx } = scene;
    const before = await tableCounts(ctx.database.db);
    expect((await setOffice(ctx, undefined, scene.member.id, 'secretary')).statusCode).toBe(401);
    for (const who of [scene.member, scene.otherMember, scene.auditor]) {
      const res = await setOffice(ctx, who, scene.member.id, 'secretary');
      expect(res.statusCode, res.body).toBe(403);
    }
    const auditorRefusal = await setOffice(ctx, scene.auditor, scene.member.id, 'secretary');
    expect(auditorRefusal.json()).toMatchObject({ code: 'READ_ONLY_OFFICE' });
    expect(await tableCounts(ctx.database.db)).toEqual(before);
    expect(await stillSignedIn(ctx, scene.member)).toBe(true);
  });

  it.each(['chair', 'treasurer', 'secretary'] as const)(
    'lets the %s promote a member and demote them again; each change ends their sign-ins and is audited',
    async (official) => {
      const { ctx } = scene;
      const target = await signUpOffice(ctx, 'member', `target-${official}`);
      const records = await auditOf(ctx, async () => {
        const res = await setOffice(ctx, scene[official], target.id, 'secretary');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ users_id: target.id, role: 'admin', office: 'secretary' });
      });
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        action: 'update',
        entity: 'member',
        entityId: target.id,
        memberId: target.id,
        userId: scene[official].id,
        before: { office: 'member', role: 'member' },
        after: { office: 'secretary', role: 'admin' },
      });
      const ended = await send(ctx, target, 'GET', '/me');
      expect(ended.statusCode).toBe(401);
      expect(ended.json().code).toBe('SESSION_ENDED');
      const promoted = await signInAgain(ctx, target);
      expect(promoted.user).toMatchObject({ role: 'admin', office: 'secretary' });
      expect((await send(ctx, promoted, 'GET', '/transactions')).statusCode).toBe(200);

      const back = await setOffice(ctx, scene[official], target.id, 'member');
      expect(back.json()).toMatchObject({ role: 'member', office: 'member' });
      expect(await stillSignedIn(ctx, promoted)).toBe(false);
      const demoted = await signInAgain(ctx, target);
      expect((await send(ctx, demoted, 'GET', '/transactions')).statusCode).toBe(403);
    },
  );

  it('changes nothing, ends no sign-in and writes no record when the office is the one held', async () => {
    const { ctx } = scene;
    const records = await auditOf(ctx, async () => {
      const res = await setOffice(ctx, scene.chair, scene.secretary.id, 'secretary');
      expect(res.statusCode).toBe(200);
    });
    expect(records).toEqual([]);
    expect(await stillSignedIn(ctx, scene.secretary)).toBe(true);
  });

  it('changes the phone and the office together in one call', async () => {
    const { ctx } = scene;
    const target = await signUpOffice(ctx, 'member', 'both');
    const res = await send(ctx, scene.chair, 'PATCH', `/users/${target.id}`, {
      phone: '0712 999 000',
      office: 'auditor',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '254712999000', role: 'member', office: 'auditor' });
  });
});

describe('PATCH /users/{userId} {office}: bad input is a 4xx and writes nothing', () => {
  const shapes: [string, unknown, number][] = [
    ['an unknown office', { office: 'president' }, 422],
    ['an office in capitals', { office: 'CHAIR' }, 422],
    ['a blank office', { office: '' }, 422],
    ['a null office', { office: null }, 422],
    ['a number', { office: 7 }, 422],
    ['a list', { office: ['chair'] }, 422],
    ['an object', { office: { name: 'chair' } }, 422],
    ['a NUL character', { office: 'chair\u0000' }, 422],
    ['a huge string', { office: 'x'.repeat(100_000) }, 422],
    ['neither field', {}, 422],
    ['a body that is not an object', 'chair', 422],
  ];
  it.each(shapes)('refuses %s', async (_name, body, status) => {
    const { ctx } = scene;
    const before = await tableCounts(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/links/users/${scene.member.id}`,
      headers: { ...scene.chair.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await tableCounts(ctx.database.db)).toEqual(before);
    expect(await stillSignedIn(ctx, scene.member)).toBe(true);
  });

  it('names the offices in the refusal of an unknown one', async () => {
    const res = await setOffice(scene.ctx, scene.chair, scene.member.id, 'president');
    expect(res.json().message).toContain(
      'office must be one of member, chair, treasurer, secretary, auditor',
    );
  });

  it.each(['99999', '2147483648', '99999999999', '0', '-1', 'abc'])(
    'answers user %s with a 4xx',
    async (id) => {
      const { ctx } = scene;
      const before = await tableCounts(ctx.database.db);
      const res = await send(ctx, scene.chair, 'PATCH', `/users/${id}`, { office: 'secretary' });
      expect([404, 422]).toContain(res.statusCode);
      expect(await tableCounts(ctx.database.db)).toEqual(before);
    },
  );
});

describe('a group always keeps a chair or a treasurer (docs/decisions/offices.md, "Changing an office")', () => {
  it('refuses to demote the last of them (409), whoever asks, and writes nothing', async () => {
    const ctx = await createTestApp();
    try {
      const chair = await signUpOffice(ctx, 'chair');
      const secretary = await signUpOffice(ctx, 'secretary');
      // One approval is enough here: the quorum on a change of office is offices-quorum.test.ts's.
      await setQuorum(ctx, 1);
      const before = await tableCounts(ctx.database.db);
      for (const [who, office] of [
        [chair, 'member'],
        [chair, 'secretary'],
        [secretary, 'auditor'],
      ] as const) {
        const res = await setOffice(ctx, who, chair.id, office);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'LAST_RUNNING_OFFICE',
          message: LAST_RUNNING_OFFICE_MESSAGE,
        });
      }
      expect(await tableCounts(ctx.database.db)).toEqual(before);
      expect(await stillSignedIn(ctx, chair)).toBe(true);

      // A treasurer appointed first lets the chair step down; then the treasurer is the last one.
      expect((await setOffice(ctx, chair, secretary.id, 'treasurer')).statusCode).toBe(200);
      const treasurer = await signInAgain(ctx, secretary);
      // Stepping down is a change like any other: with a quorum of one the chair's own approval is
      // enough (docs/decisions/approvals.md, "Kinds").
      const stepDown = await setOffice(ctx, chair, chair.id, 'member');
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      expect(await stillSignedIn(ctx, chair)).toBe(false);
      const last = await setOffice(ctx, treasurer, treasurer.id, 'secretary');
      expect(last.statusCode).toBe(409);
      // Moving between the two offices that keep the group running is always allowed.
      expect((await setOffice(ctx, treasurer, treasurer.id, 'chair')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
