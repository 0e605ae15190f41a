import type { Browser } from 'playwright-core';
import { ApiClient } from './api.js';
import { launchBrowser } from './browser.js';
import { PASSWORD, type RunningServer, type SeedUser, type ServerOptions, startServer } from './server.js';

export const ADMIN_EMAIL = 'amina@example.com';

export interface BrowserScene {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

export interface AdminScene extends BrowserScene {
  /** The admin, signed in through the API, for seeding and for checks. */
  admin: ApiClient;
}

/** A user to seed; the email is the first name's, at example.com, unless given. */
export const person = (
  firstname: string,
  lastname: string,
  role: SeedUser['role'] = 'member',
  email = `${firstname.toLowerCase()}@example.com`,
): SeedUser => ({ firstname, lastname, email, role });

/** A new member as the create-user wizard takes them: a `person` with the test password. */
export const newMember = (firstname: string, lastname: string, email?: string) => ({
  ...person(firstname, lastname, 'member', email),
  password: PASSWORD,
});

/** The admin of every scene, Amina Odhiambo. */
export const AMINA = person('Amina', 'Odhiambo', 'admin');

export interface SeededScene extends AdminScene {
  /** The id of a seeded user by email; throws for an unknown email. */
  idOf(email: string): number;
}

/** A server started with `options` and a browser, with no one signed in. */
export async function startBrowserScene(options: ServerOptions = {}): Promise<BrowserScene> {
  const server = await startServer(options);
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** A server started with `options`, a browser, and `adminEmail` signed in through the API. */
export async function startServerScene(
  options: ServerOptions,
  adminEmail = ADMIN_EMAIL,
): Promise<AdminScene> {
  const scene = await startBrowserScene(options);
  return { ...scene, admin: await ApiClient.signIn(scene.server.url, adminEmail) };
}

function openScene(seed: SeedUser[], adminEmail: string, prepare?: ServerOptions['prepare']) {
  return startServerScene({ seed, ...(prepare ? { prepare } : {}) }, adminEmail);
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
  return openScene([AMINA], ADMIN_EMAIL, prepare);
}
