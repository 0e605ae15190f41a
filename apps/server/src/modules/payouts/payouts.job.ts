import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { forEachGroup } from '../groups/index.js';
import type { PayoutDeps } from './send.js';
import { runPayoutQueries } from './status-query.js';

/** Every minute (docs/decisions/payouts.md, "Asking Safaricom"). */
export const PAYOUT_QUERY_JOB_INTERVAL_MS = 60_000;

/** Asks Safaricom about each group's payouts whose result is late or timed out. */
export function startPayoutQueryJob(db: Db, deps: PayoutDeps, log: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = forEachGroup(
      db,
      async (group) => {
        const asked = await runPayoutQueries(db, deps);
        if (asked > 0) log.info({ group, asked }, 'Safaricom asked about late payouts');
      },
      (group, error) => log.error({ group, err: error }, 'the payout status query failed'),
    ).catch((error) => log.error({ err: error }, 'the payout status query failed'));
  };
  const timer = setInterval(run, PAYOUT_QUERY_JOB_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
