import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema.js';
import { nextAddress, signUp, type TestContext } from '../../test/app.js';
import { lastMessage, OTHER_PASSWORD, OWN_PASSWORD, resetCodeIn, signInWith } from '../../test/passwords.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';

// docs/decisions/passwords.md: an invitation and a reset code are used once, however many servers
// are asked at the same moment.
let ctx: TestContext;
let second: SecondServer;
useTwoServers({}, (scene) => ({ ctx, second } = scene));

const post = (app: TestContext['app'], url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/links${url}`, payload, remoteAddress: nextAddress() });

describe('one-time codes used at the same moment on two servers', () => {
  it('accept an invitation once: one sign-in, the other 404', async () => {
    const admin = await signUp(ctx, 'admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/create-user-account',
      headers: admin.headers,
      payload: { firstname: 'Sare', lastname: 'Moja', email: 'sare@example.com' },
    });
    const { user_id: userId, invitation_code: code } = created.json();
    const answers = await Promise.all([
      post(ctx.app, `/invitations/${code}/accept`, { password: OWN_PASSWORD }),
      post(second.app, `/invitations/${code}/accept`, { password: OTHER_PASSWORD }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const live = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(1);
    const won = answers[0]?.statusCode === 200 ? OWN_PASSWORD : OTHER_PASSWORD;
    expect((await signInWith(ctx, 'sare@example.com', won)).statusCode).toBe(200);
  });

  it('confirm a reset code once', async () => {
    const member = await signUp(ctx, 'member', { email: 'mbili@example.com' });
    await post(ctx.app, '/password-resets', { email: 'mbili@example.com' });
    const code = resetCodeIn((await lastMessage(ctx, member.id, 'password_reset')).body);
    const answers = await Promise.all([
      post(ctx.app, '/password-resets/confirm', { email: 'mbili@example.com', code, password: OWN_PASSWORD }),
      post(second.app, '/password-resets/confirm', {
        email: 'mbili@example.com',
        code,
        password: OTHER_PASSWORD,
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });
});
