import { settableClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { asPlatform, currentGroupId } from '../../db/group-context.js';
import { groups } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { createGroup } from '../groups/index.js';
import { type Round, runRound, startRounds } from './rounds.js';

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

describe('the timer of a round', () => {
  afterEach(() => vi.useRealTimers());

  /** Waits, a few milliseconds at a time, until `done` holds (rounds run on real database calls). */
  async function until(done: () => boolean) {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done()).toBe(true);
  }

  it('runs a round at start on the first server and one every interval after, whichever server takes it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = settableClock(at(0));
    const first = recording('timed');
    const second = recording('timed');
    const rounds = () => first.visited.length + second.visited.length;
    const stopFirst = startRounds(database.db, clock, silent, first.round);
    await until(() => first.visited.length === 3);
    // The second server's start finds the hour's round taken.
    const stopSecond = startRounds(database.db, clock, silent, second.round);
    clock.set(at(HOUR));
    await vi.advanceTimersByTimeAsync(HOUR);
    await until(() => rounds() === 6);
    await stopFirst();
    await stopSecond();
    // Two rounds in all, three groups each: never two servers in one hour.
    expect(rounds()).toBe(6);
  });

  it('skips a tick while its last round still runs on the server', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = settableClock(at(0));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const stop = startRounds(database.db, clock, silent, {
      name: 'slow',
      everyMs: HOUR,
      atStart: true,
      groupsWithWork: async () => [1],
      work: async () => {
        started++;
        await held;
      },
      failure: 'the test round failed',
    });
    await until(() => started === 1);
    clock.set(at(3 * HOUR));
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(started).toBe(1);
    release();
    await stop();
    expect(started).toBe(1);
  });
});
