import type { Clock } from '@links/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../audit/audit.service.js';
import type { DarajaService } from '../daraja/index.js';
import { forEachGroup } from '../groups/index.js';
import { balanceCheckDue, checkMpesaBalance } from './mpesa-balance.js';
import { pendingDue, settleByQuery } from './stk-settle.js';

/** Every minute (docs/decisions/daraja.md, "The status query"). */
export const STK_QUERY_JOB_INTERVAL_MS = 60_000;

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

export function startStkQueryJob(
  db: Db,
  daraja: DarajaService,
  clock: Clock,
  log: FastifyBaseLogger,
  publicUrl: string | undefined,
) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = forEachGroup(
      db,
      async (group) => {
        const settled = await runStkQueries(db, daraja, clock);
        if (settled > 0) log.info({ group, settled }, 'M-Pesa requests settled by the status query');
        if (await dailyBalanceCheck(db, daraja, clock, publicUrl))
          log.info({ group }, 'M-Pesa balance asked');
      },
      (group, error) => log.error({ group, err: error }, 'the M-Pesa status query failed'),
    ).catch((error) => log.error({ err: error }, 'the M-Pesa status query failed'));
  };
  const timer = setInterval(run, STK_QUERY_JOB_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
