import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './db/client.js';
import { asPlatform, currentGroupId, DEFAULT_GROUP_ID, runInGroup } from './db/group-context.js';
import { createTestDatabase } from './test/database.js';

// docs/decisions/groups.md, "The group of a request": each statement runs with its work's group.
describe('the group a statement runs in', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  const settings = async () => {
    const [row] = await queryRows<{ group: string; scope: string }>(
      database.db,
      sql`select current_setting('app.group_id') as "group", current_setting('app.scope') as "scope"`,
    );
    return row;
  };

  it('is the default group when nothing names one', async () => {
    expect(currentGroupId()).toBe(DEFAULT_GROUP_ID);
    expect(await settings()).toEqual({ group: '1', scope: '' });
  });

  it('follows each piece of work, also when many of several groups run at once', async () => {
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        runInGroup(i + 2, async () => {
          const plain = await settings();
          const inTransaction = await database.db.transaction(async (tx) => {
            const [row] = await queryRows<{ group: string }>(
              tx,
              sql`select current_setting('app.group_id') as "group"`,
            );
            return row?.group;
          });
          const after = await settings();
          return [plain?.group, inTransaction, after?.group];
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => [String(i + 2), String(i + 2), String(i + 2)]));
  });

  it('names no group for work across groups', async () => {
    const seen = await asPlatform(() => settings());
    expect(seen).toEqual({ group: '', scope: 'platform' });
    await expect(asPlatform(() => currentGroupId())).rejects.toThrow(/names no group/);
  });
});
