import type { Clock } from '@links/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../audit/audit.service.js';
import type { DarajaService } from '../daraja/index.js';
import { groupsWithInitiator } from '../daraja/index.js';
import { startRounds } from '../jobs/index.js';
import { balanceCheckDue, checkMpesaBalance } from './mpesa-balance.js';
import { groupsWithLateStk, pendingDue, settleByQuery } from './stk-settle.js';

/** Every minute (docs/decisions/daraja.md, "The status query"). */
export const STK_QUERY_JOB_INTERVAL_MS = 60_000;
/** The daily balance check is looked for every hour (docs/decisions/daraja.md, "The M-Pesa balance"). */
export const BALANCE_ROUND_MS = 60 * 60_000;

/**
 * Asks Daraja about the group's requests whose callback is late, and settles what it answers. Each is
 * settled under its row's lock, so two servers running it at once settle each once. Answers how many
 * were settled.
 */
export async function runStkQueries(db: Db, daraja: DarajaService, clock: Clock): Promise<number> {
  const who: RequestContext = { userId: null, role: null, address: null, requestId: null, at: clock.now() };
  let settled = 0;
  for (const row of await pendingDue(db, clock.now())) {
    const after = await settleByQuery(db, daraja, clock, row, who);
    if (after.status !== 'Pending') settled += 1;
  }
  return settled;
}

/**
 * The daily balance check (docs/decisions/daraja.md, "The M-Pesa balance"), for a group whose officials
 * saved the initiator's credentials and whose last check is a day old. Answers whether it asked.
 */
export async function dailyBalanceCheck(
  db: Db,
  daraja: DarajaService,
  clock: Clock,
  publicUrl: string | undefined,
): Promise<boolean> {
  const { saved } = await daraja.status();
  if (!publicUrl || !saved.daraja_initiator_name || !saved.daraja_security_credential) return false;
  if (!(await balanceCheckDue(db, clock.now()))) return false;
  await checkMpesaBalance(db, { daraja, clock, publicUrl }, null);
  return true;
}

/**
 * Starts the status query's rounds, every minute in the groups with a late request, and the daily
 * balance check's, every hour in the groups that saved an initiator (docs/decisions/jobs.md, "Rounds").
 * Returns how to stop both.
 */
export function startStkQueryJob(
  db: Db,
  daraja: DarajaService,
  clock: Clock,
  log: FastifyBaseLogger,
  publicUrl: string | undefined,
) {
  const stopQueries = startRounds(db, clock, log, {
    name: 'stk-queries',
    everyMs: STK_QUERY_JOB_INTERVAL_MS,
    atStart: false,
    groupsWithWork: groupsWithLateStk,
    work: async (group) => {
      const settled = await runStkQueries(db, daraja, clock);
      if (settled > 0) log.info({ group, settled }, 'M-Pesa requests settled by the status query');
    },
    failure: 'the M-Pesa status query failed',
  });
  const stopBalances = startRounds(db, clock, log, {
    name: 'mpesa-balance',
    everyMs: BALANCE_ROUND_MS,
    atStart: false,
    groupsWithWork: groupsWithInitiator,
    work: async (group) => {
      if (await dailyBalanceCheck(db, daraja, clock, publicUrl)) log.info({ group }, 'M-Pesa balance asked');
    },
    failure: 'the M-Pesa balance check failed',
  });
  return async () => {
    await Promise.all([stopQueries(), stopBalances()]);
  };
}
