import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Clock, LoginAnswer, Office, Role, SettableClock } from '@links/domain';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { LogStream } from '../lib/log-redaction.js';
import { insertUser } from '../modules/directory/directory.service.js';
import { ensureSettings } from '../modules/settings/settings.service.js';
import { createTestDatabase } from './database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const PASSWORD = 'Chama-Pesa-7x!';

export interface TestContext {
  app: App;
  database: Database & { url?: string };
  config: Config;
  close(): Promise<void>;
}

/** Builds the app on a fresh database, as the process would, but without the web app or logs. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; jobs?: boolean; log?: LogStream } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `links-test-${randomUUID()}`),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(os.tmpdir(), 'links-no-web'),
    // The daily backup runs only in the tests that ask for it.
    BACKUP_AUTO: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    // Silent, unless the test reads the log lines (every level).
    logger: options.log ? { level: 'trace' } : false,
    logStream: options.log,
    clock: options.clock,
    jobs: options.jobs ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let addressCounter = 0;
/** A distinct client address per sign-in helper call, so the per-address limit does not trip tests. */
export const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

export interface SignedIn extends LoginAnswer {
  id: number;
  headers: { authorization: string };
}

/** Signs a user in again through the API, for a fresh access token after a test moves the clock. */
export async function signInAgain(ctx: TestContext, who: SignedIn): Promise<SignedIn> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email: who.user.email, password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const answer = res.json() as LoginAnswer;
  return { ...answer, id: answer.user.users_id, headers: { authorization: `Bearer ${answer.access_token}` } };
}

/** Signs each of `people` in again, in order, under the same names (after a test moves the clock). */
export async function signInAllAgain<People extends { [Name in keyof People]: SignedIn }>(
  ctx: TestContext,
  people: People,
): Promise<People> {
  const fresh: Record<string, SignedIn> = {};
  for (const [name, who] of Object.entries<SignedIn>(people)) fresh[name] = await signInAgain(ctx, who);
  return fresh as People;
}

/** Moves `clock` to `date` and signs `people` in again: access tokens live 15 minutes of that clock. */
export function moveClockFor<People extends { [Name in keyof People]: SignedIn }>(
  ctx: TestContext,
  clock: SettableClock,
  date: string,
  people: People,
): Promise<People> {
  clock.set(date);
  return signInAllAgain(ctx, people);
}

/** Creates a user directly in the database and signs them in through the API. */
export async function signUp(
  ctx: TestContext,
  role: Role,
  overrides: { firstname?: string; lastname?: string; email?: string; office?: Office } = {},
): Promise<SignedIn> {
  await ensureSettings(ctx.database.db, 'Test Group');
  const email = overrides.email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`;
  await insertUser(ctx.database.db, {
    firstname: overrides.firstname ?? (role === 'admin' ? 'Ada' : 'Wanjiru'),
    lastname: overrides.lastname ?? (role === 'admin' ? 'Admin' : 'Kamau'),
    email,
    password: PASSWORD,
    role,
    office: overrides.office,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const answer = res.json() as LoginAnswer;
  return { ...answer, id: answer.user.users_id, headers: { authorization: `Bearer ${answer.access_token}` } };
}

/**
 * After signing in with a password an official set in the wizard: the member replaces it (with
 * `PASSWORD` with an `!` more) before anything else answers them; this sign-in goes on
 * (docs/decisions/passwords.md, "A password set by an official").
 */
export async function replaceOfficialsPassword(
  ctx: TestContext,
  answer: { access_token: string; must_change_password?: boolean },
): Promise<void> {
  if (!answer.must_change_password) return;
  const changed = await ctx.app.inject({
    method: 'POST',
    url: '/api/links/me/password',
    headers: { authorization: `Bearer ${answer.access_token}` },
    payload: { current_password: PASSWORD, new_password: `${PASSWORD}!` },
    remoteAddress: nextAddress(),
  });
  if (changed.statusCode !== 200) throw new Error(`The password change was refused: ${changed.body}`);
}
