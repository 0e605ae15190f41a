import { expect } from 'vitest';
import { journalEntries, payouts } from '../db/schema.js';
import type { LogStream } from '../lib/log-redaction.js';
import type { TestContext } from './app.js';
import { as } from './http.js';
import { setQuorum } from './quorum.js';
import { type StkScene, useStkScene } from './stk-scene.js';

export const INITIATOR = 'links-initiator';
export const SECURITY_CREDENTIAL = 'c2VjdXJpdHktY3JlZGVudGlhbC1mb3ItdGhlLXRlc3Rz';
export const B2C_SHORTCODE = '600999';

/** The STK scene with the B2C credentials saved, a quorum of one and the M-Pesa account holding money. */
export function usePayoutsScene(ready: (scene: StkScene) => void, log?: LogStream) {
  useStkScene(
    async (scene) => {
      await setQuorum(scene.ctx, 1);
      const saved = await as(scene.ctx, scene.admin).patch('/settings/daraja', {
        daraja_initiator_name: INITIATOR,
        daraja_security_credential: SECURITY_CREDENTIAL,
        daraja_b2c_shortcode: B2C_SHORTCODE,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      ready(scene);
    },
    log ? { LOG_LEVEL: 'info' } : {},
    500_000,
    log,
  );
}

export const payoutRows = (ctx: TestContext) => ctx.database.db.select().from(payouts).orderBy(payouts.id);
export const entryKeys = async (ctx: TestContext) =>
  (await ctx.database.db.select({ key: journalEntries.key }).from(journalEntries)).map((row) => row.key);
