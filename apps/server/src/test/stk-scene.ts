import { formatMemberNumber, type SettableClock, settableClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { stkRequests, users } from '../db/schema.js';
import type { LogStream } from '../lib/log-redaction.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from './app.js';
import {
  DARAJA_KEY,
  DARAJA_PASSKEY,
  DARAJA_SECRET,
  type DarajaSimulator,
  startDarajaSimulator,
} from './daraja-simulator.js';
import { as } from './http.js';
import { openSavings } from './money-fixtures.js';
import { paymentsGroup } from './mpesa-fixtures.js';
import { givePhone } from './outbox-messages.js';
import { freePort } from './server-process.js';

export const STK_SECRET_KEY = 'links-secret-key-for-the-stk-tests-000001';

/** A group with its paybill and Daraja credentials, its server listening so that Daraja can call back. */
export interface StkScene {
  ctx: TestContext;
  sim: DarajaSimulator;
  clock: SettableClock;
  admin: SignedIn;
  member: SignedIn;
  otherMember: SignedIn;
  memberNumber: string;
}

export const MEMBER_PHONE = '254712000111';

/**
 * Starts the Daraja look-alike and an app listening on a loopback port (`PUBLIC_URL` points at it),
 * with the payments group's paybill and Daraja credentials saved, and two members with phones.
 */
export function useStkScene(
  ready: (scene: StkScene) => void | Promise<void>,
  env: Record<string, string> = {},
  openingBalance = 0,
  log?: LogStream,
) {
  let scene: StkScene | undefined;
  beforeAll(async () => {
    const sim = await startDarajaSimulator();
    const port = await freePort();
    const clock = settableClock(new Date());
    const ctx = await createTestApp(
      {
        LINKS_SECRET_KEY: STK_SECRET_KEY,
        DARAJA_BASE_URL: sim.url,
        DARAJA_TIMEOUT_MS: '1500',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      { clock, ...(log ? { log } : {}) },
    );
    await ctx.app.listen({ port, host: '127.0.0.1' });
    const admin = await signUp(ctx, 'admin', { office: 'treasurer' });
    await paymentsGroup(ctx, admin, openingBalance);
    const member = await signUp(ctx, 'member', { firstname: 'Akinyi', lastname: 'Omondi' });
    const otherMember = await signUp(ctx, 'member', { firstname: 'Kip', lastname: 'Kosgei' });
    await givePhone(ctx.database.db, member.id, MEMBER_PHONE);
    await openSavings(ctx, admin, member.id);
    await givePhone(ctx.database.db, otherMember.id, '254712000222');
    const saved = await as(ctx, admin).patch('/settings/daraja', {
      daraja_consumer_key: DARAJA_KEY,
      daraja_consumer_secret: DARAJA_SECRET,
      daraja_passkey: DARAJA_PASSKEY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ memberNo: users.memberNo })
      .from(users)
      .where(eq(users.id, member.id));
    scene = { ctx, sim, clock, admin, member, otherMember, memberNumber: formatMemberNumber(row!.memberNo) };
    await ready(scene);
  }, 90_000);
  afterAll(async () => {
    await scene?.ctx.close();
    await scene?.sim.stop();
  });
}

/** Every STK request kept, oldest first. */
export const stkRows = (ctx: TestContext) =>
  ctx.database.db.select().from(stkRequests).orderBy(stkRequests.id);

/** Reads a request until it is no longer Pending (its callback has come), or the tries run out. */
export async function settled(ctx: TestContext, who: SignedIn, checkoutRequestId: string, tries = 60) {
  for (let i = 0; i < tries; i++) {
    const res = await as(ctx, who).get(`/payments/stk/${checkoutRequestId}`);
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().status !== 'Pending') return res.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await as(ctx, who).get(`/payments/stk/${checkoutRequestId}`)).json();
}
