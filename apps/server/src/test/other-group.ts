import { randomUUID } from 'node:crypto';
import type { Office, Role } from '@links/domain';
import { runInGroup } from '../db/group-context.js';
import { refreshTokens } from '../db/schema.js';
import { newRefreshToken } from '../modules/auth/tokens.js';
import { insertUser, toSessionUser } from '../modules/directory/directory.service.js';
import { createGroup } from '../modules/groups/index.js';
import { PASSWORD, type SignedIn, type TestContext } from './app.js';
import type { OfficesScene } from './offices-scene.js';
import { setQuorum } from './quorum.js';

/** A second group on the test's deployment, opened as a new group is (docs/decisions/groups.md, "Groups"). */
export const openOtherGroup = (ctx: TestContext, name: string) => createGroup(ctx.database.db, name);

/**
 * A user of group `groupId`, signed in there: a sign-in of that group, and an access token naming it
 * (docs/decisions/groups.md, "The group of a request").
 */
export function signUpInGroup(
  ctx: TestContext,
  groupId: number,
  role: Role,
  who: { firstname: string; lastname: string; office?: Office },
): Promise<SignedIn> {
  return runInGroup(groupId, async () => {
    const user = await insertUser(ctx.database.db, {
      ...who,
      email: `${who.firstname}.${randomUUID().slice(0, 8)}@example.com`.toLowerCase(),
      password: PASSWORD,
      role,
    });
    const sessionId = randomUUID();
    const refresh = newRefreshToken(groupId);
    await ctx.database.db.insert(refreshTokens).values({
      userId: user.id,
      familyId: sessionId,
      tokenHash: refresh.hash,
      expiresAt: new Date(ctx.app.clock.now().getTime() + 86_400_000),
    });
    const access_token = await ctx.app.tokens.signAccess({ userId: user.id, role, sessionId, groupId });
    return {
      access_token,
      refresh_token: refresh.token,
      user: toSessionUser(user),
      must_change_password: false,
      id: user.id,
      headers: { authorization: `Bearer ${access_token}` },
    };
  });
}

/** Group `groupId`'s offices, one user each, named `lastname`; its officials act alone. */
export async function signUpOfficesInGroup(
  ctx: TestContext,
  groupId: number,
  lastname: string,
): Promise<OfficesScene> {
  const official = (office: Office) =>
    signUpInGroup(ctx, groupId, 'admin', {
      firstname: office[0]!.toUpperCase() + office.slice(1),
      lastname,
      office,
    });
  const member = (firstname: string, office: Office = 'member') =>
    signUpInGroup(ctx, groupId, 'member', { firstname, lastname, office });
  const scene: OfficesScene = {
    ctx,
    chair: await official('chair'),
    treasurer: await official('treasurer'),
    secretary: await official('secretary'),
    auditor: await member('Auditor', 'auditor'),
    member: await member('Wanjiru'),
    otherMember: await member('Baraka'),
  };
  await runInGroup(groupId, () => setQuorum(ctx, 1));
  return scene;
}
