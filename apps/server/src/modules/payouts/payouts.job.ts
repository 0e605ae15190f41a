import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { startRounds } from '../jobs/index.js';
import type { PayoutDeps } from './send.js';
import { groupsWithLatePayouts, runPayoutQueries } from './status-query.js';

/** Every minute (docs/decisions/payouts.md, "Asking Safaricom"). */
export const PAYOUT_QUERY_JOB_INTERVAL_MS = 60_000;

/**
 * Asks Safaricom about late or timed-out payouts, every minute in the groups that have one, by one
 * server a round (docs/decisions/jobs.md, "Rounds").
 */
export function startPayoutQueryJob(db: Db, deps: PayoutDeps, log: FastifyBaseLogger) {
  return startRounds(db, deps.clock, log, {
    name: 'payout-queries',
    everyMs: PAYOUT_QUERY_JOB_INTERVAL_MS,
    atStart: false,
    groupsWithWork: groupsWithLatePayouts,
    work: async (group) => {
      const asked = await runPayoutQueries(db, deps);
      if (asked > 0) log.info({ group, asked }, 'Safaricom asked about late payouts');
    },
    failure: 'the payout status query failed',
  });
}
