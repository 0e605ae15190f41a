import type { Browser } from 'playwright-core';
import { ApiClient } from './api.js';
import { launchBrowser } from './browser.js';
import { type RunningServer, type ServerOptions, startServer } from './server.js';

export const ADMIN_EMAIL = 'amina@example.com';

export interface AdminScene {
  server: RunningServer;
  browser: Browser;
  /** The admin, signed in through the API, for seeding and for checks. */
  admin: ApiClient;
  close(): Promise<void>;
}

/**
 * A server whose only user is the admin Amina Odhiambo, a browser, and the admin signed in;
 * `prepare` writes more into the data folder before the server opens it.
 */
export async function startAdminScene(prepare?: ServerOptions['prepare']): Promise<AdminScene> {
  const server = await startServer({
    seed: [{ firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN_EMAIL, role: 'admin' }],
    ...(prepare ? { prepare } : {}),
  });
  const browser = await launchBrowser();
  const admin = await ApiClient.signIn(server.url, ADMIN_EMAIL);
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
