import { afterAll, beforeAll } from 'vitest';
import type { Callers } from './access.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from './app.js';

/** A fresh app and its admin, for the tests of one file. */
export interface AdminScene {
  ctx: TestContext;
  admin: SignedIn;
}

/**
 * Opens a fresh app and signs its admin up before the file's tests, hands both to `ready` (which may
 * add to the scene), and closes the app after them.
 */
export function useAdminApp(ready: (scene: AdminScene) => unknown): void {
  useApp(async (ctx) => ({ ctx, admin: await signUp(ctx, 'admin') }), ready);
}

/**
 * Opens a fresh app before the file's tests, sets up its scene and hands it to `ready` (which may
 * add to it), and closes the app after them.
 */
export function useApp<Scene>(
  setUp: (ctx: TestContext) => Promise<Scene>,
  ready: (scene: Scene) => unknown,
  options: Parameters<typeof createTestApp>[1] = {},
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp({}, options);
    await ready(await setUp(ctx));
  });
  afterAll(() => ctx?.close());
}

/** The admin, a member (Wanjiru Kamau) and another member (Baraka Mwangi) of an access test. */
export async function signUpCallers(ctx: TestContext): Promise<Callers> {
  return {
    admin: await signUp(ctx, 'admin'),
    member: await signUp(ctx, 'member', { firstname: 'Wanjiru', lastname: 'Kamau' }),
    otherMember: await signUp(ctx, 'member', { firstname: 'Baraka', lastname: 'Mwangi' }),
  };
}

/** A fresh app, its admin and the callers of an access test, for the tests of one file. */
export interface AccessScene extends AdminScene {
  callers: Callers;
}

/**
 * Like `useAdminApp`, and also signs up two members who, with the admin, are the callers of the
 * file's access tests.
 */
export function useAccessApp(ready: (scene: AccessScene) => void): void {
  useApp(async (ctx) => {
    const admin = await signUp(ctx, 'admin');
    const member = await signUp(ctx, 'member');
    const otherMember = await signUp(ctx, 'member');
    return { ctx, admin, callers: { admin, member, otherMember } };
  }, ready);
}

/** A fresh app, its admin and one member, for the tests of one file. */
export interface MemberScene extends AdminScene {
  member: SignedIn;
}

/** Like `useAdminApp`, and also signs up one member. */
export function useMemberApp(ready: (scene: MemberScene) => void): void {
  useApp(async (ctx) => {
    const admin = await signUp(ctx, 'admin');
    return { ctx, admin, member: await signUp(ctx, 'member') };
  }, ready);
}
