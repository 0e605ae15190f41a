import { settableClock } from '@links/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRecords, refreshTokens } from '../../db/schema.js';
import { send, statusesFor } from '../../test/access.js';
import { nextAddress, PASSWORD, signInAgain } from '../../test/app.js';
import { invitationCodeIn, lastMessage, OWN_PASSWORD, signInWith } from '../../test/passwords.js';
import { CALLERS, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { personOfUser } from '../directory/index.js';
import { OWN_RESET } from './invitations.js';

const clock = settableClock('2026-03-02T07:00:00Z');
let scene: PeopleScene<typeof CALLERS>;
usePeopleApp({ ...CALLERS, target: 'member' }, (s) => (scene = s as typeof scene), { clock });

const db = () => scene.ctx.database.db;

describe("an official's reset of a member's password", () => {
  it('is for officials only', async () => {
    const statuses = await statusesFor(
      scene.ctx,
      scene.callers,
      'POST',
      `/users/${scene.member.id}/password-reset`,
    );
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
  });

  it('takes the old password away, ends their sign-ins, tells them, and answers a fresh invitation', async () => {
    const target = (scene as unknown as { target: typeof scene.member }).target;
    const second = await signInWith(scene.ctx, target.user.email, PASSWORD);
    expect(second.statusCode).toBe(200);
    const admin = await signInAgain(scene.ctx, scene.admin);
    const res = await send(scene.ctx, admin, 'POST', `/users/${target.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      invitation_url: `/invitations/${answer.invitation_code}`,
      invitation_code: expect.stringMatching(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/),
      invitation_expires_at: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
      message: expect.any(String),
    });
    expect(JSON.stringify(answer)).not.toContain('password_hash');
    expect((await send(scene.ctx, target, 'GET', '/me')).statusCode).toBe(401);
    const live = await db()
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, target.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    expect((await signInWith(scene.ctx, target.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await personOfUser(db(), target.id))?.passwordHash).toBeNull();
    const message = await lastMessage(scene.ctx, target.id, 'password_reset_by_official');
    expect(message.body).toContain('An official of your group has reset your Links password');
    expect(invitationCodeIn(message.body)).toBe(answer.invitation_code);
    const [record] = await db()
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'reset_password'), eq(auditRecords.memberId, target.id)));
    expect(record).toMatchObject({ userId: admin.id, entity: 'member' });
    expect(JSON.stringify(record)).not.toContain(answer.invitation_code);

    // A second reset retires the first invitation; the member accepts the newest.
    const newer = (await send(scene.ctx, admin, 'POST', `/users/${target.id}/password-reset`)).json();
    const accept = (code: string) =>
      scene.ctx.app.inject({
        method: 'POST',
        url: `/api/links/invitations/${code}/accept`,
        payload: { password: OWN_PASSWORD },
        remoteAddress: nextAddress(),
      });
    expect((await accept(answer.invitation_code)).statusCode).toBe(404);
    expect((await accept(newer.invitation_code)).statusCode).toBe(200);
    expect((await signInWith(scene.ctx, target.user.email, OWN_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown member with 404, the official’s own password with 422, and bad ids', async () => {
    const admin = await signInAgain(scene.ctx, scene.admin);
    const unknown = await send(scene.ctx, admin, 'POST', '/users/999999/password-reset');
    expect(unknown.statusCode).toBe(404);
    const own = await send(scene.ctx, admin, 'POST', `/users/${admin.id}/password-reset`);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(OWN_RESET);
    for (const id of ['abc', '-1', '0', '1.5', '2147483648', '99999999999']) {
      const res = await send(scene.ctx, admin, 'POST', `/users/${id}/password-reset`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    expect((await signInWith(scene.ctx, admin.user.email, PASSWORD)).statusCode).toBe(200);
  });
});
