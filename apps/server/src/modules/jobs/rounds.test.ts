import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { asPlatform, currentGroupId } from '../../db/group-context.js';
import { groups } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { createGroup } from '../groups/index.js';
import { type Round, runRound } from './rounds.js';

// docs/decisions/jobs.md, "Rounds" and "Only the groups with work".
let database: Database;
let umoja: number;
let tumaini: number;
let suspended: number;
beforeAll(async () => {
  database = await createTestDatabase();
  umoja = await createGroup(database.db, 'Umoja Women');
  tumaini = await createGroup(database.db, 'Tumaini');
  suspended = await createGroup(database.db, 'Pumzika');
  await asPlatform(() =>
    database.db.update(groups).set({ status: 'suspended' }).where(eq(groups.id, suspended)),
  );
});
afterAll(async () => database?.close());

const HOUR = 60 * 60_000;
const silent = pino({ level: 'silent' });
const at = (ms: number) => new Date(Date.UTC(2026, 10, 2, 8) + ms);

/** A round that records the groups it visited, each as the group its work ran in. */
function recording(name: string, groupsWithWork?: Round['groupsWithWork']) {
  const visited: number[] = [];
  const round: Round = {
    name,
    everyMs: HOUR,
    atStart: true,
    groupsWithWork,
    work: async () => {
      visited.push(currentGroupId());
    },
    failure: 'the test round failed',
  };
  return { round, visited };
}

describe('a round among servers', () => {
  it('runs on one server an interval; the holder keeps it; another takes it once the holder is gone', async () => {
    const { round, visited } = recording('hourly');
    const [a, b] = ['server a', 'server b'];
    // Both start at once: one runs the round.
    const started = await Promise.all([
      runRound(database.db, round, a, at(0), silent),
      runRound(database.db, round, b, at(0), silent),
    ]);
    expect(started.filter(Boolean)).toHaveLength(1);
    const [holder, other] = started[0] ? [a, b] : [b, a];
    expect(visited).toEqual([1, umoja, tumaini]);
    // The other's timer, half an hour later, finds the round taken.
    expect(await runRound(database.db, round, other, at(HOUR / 2), silent)).toBe(false);
    // The holder's next tick, an hour on, runs the next round.
    expect(await runRound(database.db, round, holder, at(HOUR), silent)).toBe(true);
    expect(await runRound(database.db, round, other, at(HOUR + HOUR / 2), silent)).toBe(false);
    // The holder stopped: once its round's hour has gone by, the other takes the job over.
    expect(await runRound(database.db, round, other, at(2 * HOUR + 1), silent)).toBe(true);
    expect(await runRound(database.db, round, holder, at(2 * HOUR + 2), silent)).toBe(false);
    expect(visited).toHaveLength(9);
  });

  it('keeps each job’s lease apart', async () => {
    const fines = recording('fines-like');
    const reminders = recording('reminders-like');
    expect(await runRound(database.db, fines.round, 'server a', at(0), silent)).toBe(true);
    expect(await runRound(database.db, reminders.round, 'server b', at(0), silent)).toBe(true);
  });
});

describe('the groups a round visits', () => {
  it('visits only the active groups the round found work in, each in its own group', async () => {
    let askedAt: Date | undefined;
    const { round, visited } = recording('late-things', async (_db, now) => {
      askedAt = now;
      return [tumaini, suspended, tumaini, 1];
    });
    expect(await runRound(database.db, round, 'server a', at(0), silent)).toBe(true);
    expect(askedAt).toEqual(at(0));
    expect(visited).toEqual([1, tumaini]);
  });

  it('visits none, and asks nothing more, when no group has work', async () => {
    const { round, visited } = recording('nothing-late', async () => []);
    expect(await runRound(database.db, round, 'server a', at(0), silent)).toBe(true);
    expect(visited).toEqual([]);
  });

  it('goes on past a group whose work fails', async () => {
    const failed: unknown[] = [];
    const log = { ...silent, error: (entry: unknown) => failed.push(entry) } as unknown as typeof silent;
    const visited: number[] = [];
    const round: Round = {
      name: 'one-fails',
      everyMs: HOUR,
      atStart: false,
      work: async (group) => {
        if (group === umoja) throw new Error('this group fails');
        visited.push(group);
      },
      failure: 'the test round failed',
    };
    expect(await runRound(database.db, round, 'server a', at(0), log)).toBe(true);
    expect(visited).toEqual([1, tumaini]);
    expect(failed).toEqual([expect.objectContaining({ group: umoja })]);
  });
});
