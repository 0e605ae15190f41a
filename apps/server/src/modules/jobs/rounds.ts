import { randomUUID } from 'node:crypto';
import type { Clock } from '@links/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { forGroups } from '../groups/index.js';
import { takeLease } from './lease.js';

/** A job that goes round the groups (docs/decisions/jobs.md, "Rounds"). */
export interface Round {
  /** Names the round's lease: one server a round, whichever asks first. */
  name: string;
  /** How often a round is due. */
  everyMs: number;
  /** A round is also due at start. */
  atStart: boolean;
  /**
   * The groups with work this round, found by one query across groups; every active group when
   * absent (docs/decisions/jobs.md, "Only the groups with work").
   */
  groupsWithWork?: (db: Db, now: Date) => Promise<number[]>;
  /** The round's work in one group, run in that group. */
  work: (groupId: number) => Promise<void>;
  /** What is logged when the round fails, or a group's work in it. */
  failure: string;
}

/**
 * Takes the round's lease for one interval; answers whether this server runs it. The holder keeps it
 * round after round; another server takes it once a round has gone by without the holder.
 */
export function takeRound(db: Db, round: Pick<Round, 'name' | 'everyMs'>, holder: string, now: Date) {
  return asPlatform(() => takeLease(db, `round:${round.name}`, holder, now, round.everyMs / 1000));
}

/** Runs one round now, when this server holds its lease; answers whether it ran. */
export async function runRound(
  db: Db,
  round: Round,
  holder: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!(await takeRound(db, round, holder, now))) return false;
  const groups = round.groupsWithWork ? await asPlatform(() => round.groupsWithWork!(db, now)) : undefined;
  await forGroups(db, groups, round.work, (group, error) => log.error({ group, err: error }, round.failure));
  return true;
}

/**
 * Starts a round's timer (docs/decisions/jobs.md, "Rounds"): a tick while the last round still runs
 * on this server is skipped. Returns how to stop it, waiting for a round under way.
 */
export function startRounds(db: Db, clock: Clock, log: FastifyBaseLogger, round: Round) {
  const holder = randomUUID();
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runRound(db, round, holder, clock.now(), log)
      .catch((error) => log.error({ err: error }, round.failure))
      .finally(() => {
        running = undefined;
      });
  };
  if (round.atStart) tick();
  const timer = setInterval(tick, round.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
