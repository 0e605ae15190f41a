import { afterAll, beforeAll } from 'vitest';
import type { Callers } from './access.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from './app.js';

/** A fresh app and its admin, for the tests of one file. */
export interface AdminScene {
  ctx: TestContext;
  admin: SignedIn;
}

/**
 * Opens a fresh app and signs its admin up before the file's tests, hands both to `ready`, and
 * closes the app after them.
 */
export function useAdminApp(ready: (scene: AdminScene) => void): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    ready({ ctx, admin: await signUp(ctx, 'admin') });
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
