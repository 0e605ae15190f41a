import type { Browser } from 'playwright-core';
import { ApiClient } from './api.js';
import { launchBrowser } from './browser.js';
import { type RunningServer, type SeedUser, type ServerOptions, startServer } from './server.js';

export const ADMIN_EMAIL = 'amina@example.com';

export interface AdminScene {
  server: RunningServer;
  browser: Browser;
  /** The admin, signed in through the API, for seeding and for checks. */
  admin: ApiClient;
  close(): Promise<void>;
}

export interface SeededScene extends AdminScene {
  /** The id of a seeded user by email; throws for an unknown email. */
  idOf(email: string): number;
}

/** A server with the given users, a browser, and `adminEmail` signed in through the API. */
async function openScene(
  seed: SeedUser[],
  adminEmail: string,
  prepare?: ServerOptions['prepare'],
): Promise<AdminScene> {
  const server = await startServer({ seed, ...(prepare ? { prepare } : {}) });
  const browser = await launchBrowser();
  const admin = await ApiClient.signIn(server.url, adminEmail);
  return {
    server,
    browser,
    admin,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Like `openScene`, and knows each seeded user's id. */
export async function startScene(seed: SeedUser[], adminEmail = ADMIN_EMAIL): Promise<SeededScene> {
  const scene = await openScene(seed, adminEmail);
  const ids = await scene.admin.userIds();
  return {
    ...scene,
    idOf(email) {
      const id = ids.get(email);
      if (id === undefined) throw new Error(`No user ${email}`);
      return id;
    },
  };
}

/**
 * A server whose only user is the admin Amina Odhiambo, a browser, and the admin signed in;
 * `prepare` writes more into the data folder before the server opens it.
 */
export function startAdminScene(prepare?: ServerOptions['prepare']): Promise<AdminScene> {
  return openScene(
    [{ firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN_EMAIL, role: 'admin' }],
    ADMIN_EMAIL,
    prepare,
  );
}
