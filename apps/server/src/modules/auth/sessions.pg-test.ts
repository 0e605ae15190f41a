import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { endSessions } from './index.js';

/*
 * Two servers on one database, as behind a load balancer: a sign-in ended on one is refused by the
 * other on its very next request, although the other had verified (and kept) the token before
 * (docs/decisions/sessions.md, "Sessions and cookies").
 */
let ctx: TestContext;
let second: SecondServer;
let admin: SignedIn;
let member: SignedIn;
useTwoServers({ admin: 'admin', member: 'member' }, (scene) => ({ ctx, second, admin, member } = scene));

const meOn = (app: TestContext['app'], who: SignedIn) =>
  app.inject({ url: '/api/links/me', headers: who.headers });
const auditOn = (app: TestContext['app'], who: SignedIn) =>
  app.inject({ url: '/api/links/audit', headers: who.headers });

describe('two servers on one PostgreSQL database', () => {
  it('refuse a token on the next request once sign-out on the other server ended its sign-in', async () => {
    expect((await meOn(ctx.app, member)).statusCode).toBe(200);
    expect((await meOn(second.app, member)).statusCode).toBe(200);
    const out = await second.app.inject({
      method: 'POST',
      url: '/api/links/logout',
      payload: { refresh_token: member.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const refused = await meOn(ctx.app, member);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_ENDED');
  });

  it('apply a role change, and the sign-ins it ends, on the next request of either server', async () => {
    expect((await auditOn(ctx.app, admin)).statusCode).toBe(200);
    expect((await auditOn(second.app, admin)).statusCode).toBe(200);
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'member', office: 'member' }).where(eq(users.id, admin.id));
      await endSessions(tx, ctx.app.clock, admin.id);
    });
    const refused = await auditOn(second.app, admin);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_ENDED');
    expect((await auditOn(ctx.app, admin)).statusCode).toBe(401);
  });
});
