import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { countHit } from './request-counter.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, 0) + seconds * 1000);

describe('countHit', () => {
  it('counts the hits of a key within its window, separately from other keys', async () => {
    for (let i = 1; i <= 3; i++) expect((await countHit(database.db, 'a', MINUTE, at(i))).hits).toBe(i);
    expect((await countHit(database.db, 'b', MINUTE, at(5))).hits).toBe(1);
    expect((await countHit(database.db, 'a', MINUTE, at(50))).secondsLeft).toBe(10);
  });

  it('keeps counting the previous window across the edge, fading it out over one window', async () => {
    for (let i = 0; i < 30; i++) await countHit(database.db, 'edge', MINUTE, at(59));
    // One second into the next window, nearly all of the 30 still count.
    const justAfter = await countHit(database.db, 'edge', MINUTE, at(61));
    expect(justAfter.hits).toBeCloseTo(1 + 30 * (59 / 60), 6);
    // Half a window later, half of them.
    expect((await countHit(database.db, 'edge', MINUTE, at(90))).hits).toBeCloseTo(2 + 15, 6);
    // Two windows later, none.
    expect((await countHit(database.db, 'edge', MINUTE, at(181))).hits).toBe(1);
  });
});
