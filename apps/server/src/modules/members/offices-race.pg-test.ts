import { RUNNING_OFFICES } from '@links/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type SignedIn, signInAgain, type TestContext } from '../../test/app.js';
import { type OfficesScene, signUpOffices } from '../../test/offices-scene.js';
import { type SecondServer, startSecondServer } from '../../test/second-server.js';

/*
 * docs/decisions/offices.md, "Changing an office": two demotions at once, on two servers, must not
 * leave the group without a chair or a treasurer.
 */

let ctx: TestContext;
let second: SecondServer;
let scene: OfficesScene;
beforeAll(async () => {
  ctx = await createTestApp();
  second = await startSecondServer(ctx);
  scene = await signUpOffices(ctx);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const demote = (
  server: { inject: TestContext['app']['inject'] },
  who: SignedIn,
  userId: number,
  office: string,
) =>
  server.inject({
    method: 'PATCH',
    url: `/api/links/users/${userId}`,
    headers: who.headers,
    payload: { office },
  });

const runningOfficials = async () =>
  ctx.database.db.select({ id: users.id }).from(users).where(inArray(users.office, RUNNING_OFFICES));

describe('demoting the chair and the treasurer at the same moment', () => {
  it('lets one demotion through and refuses the other, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        demote(ctx.app, scene.secretary, scene.chair.id, 'member'),
        demote(second.app, scene.secretary, scene.treasurer.id, 'auditor'),
      ]);
      expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
      expect(await runningOfficials()).toHaveLength(1);
      // Put the one demoted back for the next round.
      const [demoted, office] =
        a.statusCode === 200 ? [scene.chair, 'chair'] : [scene.treasurer, 'treasurer'];
      expect((await demote(ctx.app, scene.secretary, demoted.id, office)).statusCode).toBe(200);
      expect(await runningOfficials()).toHaveLength(2);
    }
  });

  it('refuses the last two officials demoting each other at once from leaving none', async () => {
    // Their sign-ins ended with the changes of the rounds above.
    const chair = await signInAgain(ctx, scene.chair);
    const treasurer = await signInAgain(ctx, scene.treasurer);
    const [a, b] = await Promise.all([
      demote(ctx.app, chair, treasurer.id, 'member'),
      demote(second.app, treasurer, chair.id, 'member'),
    ]);
    // The first demotion ends the demoted official's sign-in and office: the other request is
    // refused, 401 (its caller's sign-in had ended), 403 (its caller was demoted while it waited for
    // the lock) or 409 (its caller still an official, its target the last one).
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    for (const status of [a.statusCode, b.statusCode]) expect([200, 401, 403, 409]).toContain(status);
    expect(await runningOfficials()).toHaveLength(1);
  });
});
