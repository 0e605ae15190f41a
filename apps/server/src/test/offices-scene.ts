import type { Office } from '@links/domain';
import { afterAll, beforeAll } from 'vitest';
import { send } from './access.js';
import { createTestApp, type SignedIn, signInAgain, signUp, type TestContext } from './app.js';
import { setQuorum } from './quorum.js';

/** A group with one user in each office, and a second member (docs/decisions/offices.md). */
export interface OfficesScene {
  ctx: TestContext;
  chair: SignedIn;
  treasurer: SignedIn;
  secretary: SignedIn;
  auditor: SignedIn;
  member: SignedIn;
  otherMember: SignedIn;
}

/** Signs up someone holding `office`, named after it. */
export const signUpOffice = (ctx: TestContext, office: Office, firstname: string = office) =>
  signUp(ctx, office === 'chair' || office === 'treasurer' || office === 'secretary' ? 'admin' : 'member', {
    office,
    firstname: firstname[0]!.toUpperCase() + firstname.slice(1),
    lastname: 'Holder',
  });

/**
 * The scene's three officials each act alone (a quorum of 1): its tests are about the offices, and
 * offices-quorum.test.ts about a change of office that waits for a second official.
 */
export async function signUpOffices(ctx: TestContext): Promise<OfficesScene> {
  const scene: OfficesScene = {
    ctx,
    chair: await signUpOffice(ctx, 'chair'),
    treasurer: await signUpOffice(ctx, 'treasurer'),
    secretary: await signUpOffice(ctx, 'secretary'),
    auditor: await signUpOffice(ctx, 'auditor'),
    member: await signUpOffice(ctx, 'member', 'wanjiru'),
    otherMember: await signUpOffice(ctx, 'member', 'baraka'),
  };
  await setQuorum(ctx, 1);
  return scene;
}

/** A fresh app with a user in each office, for the file's tests. */
export function useOfficesApp(
  ready: (scene: OfficesScene) => unknown,
  env: Record<string, string> = {},
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(env);
    await ready(await signUpOffices(ctx));
  });
  afterAll(async () => ctx?.close());
}

/** `PATCH /users/{userId} {office}` as `who`. */
export const setOffice = (ctx: TestContext, who: SignedIn | undefined, userId: number, office: unknown) =>
  send(ctx, who, 'PATCH', `/users/${userId}`, { office });

/** Whether the sign-in still works (a change of office ends the user's sign-ins). */
export const stillSignedIn = async (ctx: TestContext, who: SignedIn) =>
  (await send(ctx, who, 'GET', '/me')).statusCode === 200;

export { signInAgain };
