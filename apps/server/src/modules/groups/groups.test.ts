import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.js';
import { asPlatform, currentGroupId, runInGroup } from '../../db/group-context.js';
import { groups } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { systemAccountId } from '../books/index.js';
import { getSettings } from '../settings/settings.service.js';
import { activeGroupIds, createGroup, forEachGroup, openGroup } from './groups.service.js';

// docs/decisions/groups.md, "Groups" and "The group of a request".
let database: Database;
let umoja: number;
let tumaini: number;
beforeAll(async () => {
  database = await createTestDatabase();
  umoja = await createGroup(database.db, 'Umoja Women');
  tumaini = await createGroup(database.db, 'Tumaini');
});
afterAll(async () => database?.close());

const accounts = () =>
  queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ledger_accounts`).then(
    (rows) => rows[0]?.n,
  );

describe('a new group', () => {
  it('opens with its settings and the accounts every group’s books have, in the group itself', async () => {
    expect(await runInGroup(umoja, () => getSettings(database.db))).toMatchObject({
      groupId: umoja,
      groupName: 'Umoja Women',
    });
    const theirCash = await runInGroup(umoja, () => systemAccountId(database.db, 'cash'));
    expect(theirCash).not.toBe(await systemAccountId(database.db, 'cash'));
    expect(await runInGroup(umoja, accounts)).toBe(9);
  });

  it('opened again adds nothing', async () => {
    await openGroup(database.db, umoja, 'Umoja Women');
    expect(await runInGroup(umoja, accounts)).toBe(9);
  });
});

describe('a job’s round of the groups', () => {
  it('runs in each active group in turn, in that group, and a failing group stops no other', async () => {
    const failures: number[] = [];
    const seen = await forEachGroup(
      database.db,
      async (group) => {
        if (group === umoja) throw new Error('this group fails');
        return [group, currentGroupId(), (await getSettings(database.db))?.groupId];
      },
      (group) => failures.push(group),
    );
    expect(failures).toEqual([umoja]);
    expect(seen).toEqual([
      [1, 1, undefined],
      [tumaini, tumaini, tumaini],
    ]);
  });

  it('leaves out a suspended group', async () => {
    await asPlatform(() =>
      database.db.update(groups).set({ status: 'suspended' }).where(eq(groups.id, tumaini)),
    );
    expect(await activeGroupIds(database.db)).toEqual([1, umoja]);
  });
});
