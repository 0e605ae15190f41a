import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settableClock } from '@links/domain';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, knownMigrations, queryRows } from '../../db/client.js';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { createTestApp, PASSWORD, type TestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { callerOf } from '../../test/http.js';
import { issueLongTermLoan, openSavings, submit } from '../../test/money-fixtures.js';
import { type OfficesScene, signUpOffices } from '../../test/offices-scene.js';
import { openOtherGroup, signUpOfficesInGroup } from '../../test/other-group.js';
import { signInWith } from '../../test/passwords.js';
import { createGroup } from '../groups/index.js';
import { BackupRefusedError, readBackupArchive } from './archive.js';
import { exportZip } from './export.js';
import { groupBackupBytes, groupBackupDir, takeDailyGroupBackups } from './group-backups.js';
import { restoreGroupBackup } from './restore-group.js';

// docs/decisions/backups.md, "One group's file" and "Restoring one group": a group's file holds that
// group alone, and puts it back, in its deployment or another, leaving every other group as it was.
const clock = settableClock('2026-06-01T06:00:00Z');
let ctx: TestContext;
let mine: OfficesScene;
let theirs: OfficesScene;
let theirGroup: number;
const call = callerOf(() => ctx);

async function fillGroup(scene: OfficesScene, saving: number, loan: number) {
  await openSavings(ctx, scene.chair, scene.member.id, saving);
  await issueLongTermLoan(ctx, scene.chair, scene.otherMember.id, loan, '2026-01-05');
  await submit(ctx, scene.member, scene.member.id, [
    { transaction_type: 'SAVING', transaction_amount: saving },
  ]);
}

/** A group's export at a fixed moment: every table of it, as its officials download it. */
const exportOf = (db: Database['db'], groupId: number) =>
  runInGroup(groupId, async () => {
    const files = unzipSync(await exportZip(db, 'Export', clock.now()));
    return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
  });

const versionOf = (db: Database['db'], groupId: number) =>
  runInGroup(groupId, async () => {
    const [row] = await queryRows<{ v: string }>(db, sql`select version::text as v from group_versions`);
    return BigInt(row?.v ?? '0');
  });

let theirFile: Buffer;
let theirExport: Record<string, string>;
let myExport: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  mine = await signUpOffices(ctx);
  await fillGroup(mine, 1_000, 2_000);
  theirGroup = await openOtherGroup(ctx, 'Bravo group');
  theirs = await signUpOfficesInGroup(ctx, theirGroup, 'Bravo');
  await fillGroup(theirs, 7_777.77, 4_444.44);
  theirFile = (await groupBackupBytes(ctx.database, theirGroup, clock.now()))!;
  theirExport = await exportOf(ctx.database.db, theirGroup);
  myExport = await exportOf(ctx.database.db, 1);
}, 120_000);
afterAll(() => ctx?.close());

describe("a group's file", () => {
  it('holds the group alone: its rows, its row of groups and its members as people', async () => {
    const backup = readBackupArchive(theirFile, knownMigrations());
    expect(backup.manifest.group).toEqual({ id: theirGroup, name: 'Bravo group' });
    for (const [name, rows] of backup.tables) {
      for (const row of rows) {
        const parsed = JSON.parse(row) as { group_id?: number; id?: number };
        if (name === 'groups') expect(parsed.id).toBe(theirGroup);
        else if (parsed.group_id !== undefined) expect(parsed.group_id, name).toBe(theirGroup);
      }
    }
    const emails = (backup.tables.get('people') ?? []).map((row) => JSON.parse(row).email as string);
    expect(emails.length).toBe(6);
    expect(emails).not.toContain(mine.chair.user.email);
    const text = [...backup.tables.values()].flat().join('\n');
    expect(text).not.toMatch(/1,?000\.00|100000\b/);
    expect(text).toMatch(/777777/);
    // No secret of the group travels: its sign-ins, invitations and messages stay behind.
    for (const name of ['refresh_tokens', 'invitations', 'outbox', 'app_secrets'])
      expect(backup.tables.get(name), name).toEqual([]);
  });

  it('is written for each group by the daily round, once a day, when the deployment has several', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-group-backups-'));
    try {
      expect(await takeDailyGroupBackups(ctx.database, { dir, keep: 3 }, clock)).toBe(2);
      expect(await takeDailyGroupBackups(ctx.database, { dir, keep: 3 }, clock)).toBe(0);
      for (const group of [1, theirGroup]) expect(fs.readdirSync(groupBackupDir(dir, group))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('restoring one group in its own deployment', () => {
  it('refuses to replace a group that is there without --force, writing nothing', async () => {
    const added = await call('POST', '/create-bank-account', theirs.chair, { name: 'Later bank', amount: 5 });
    expect(added.statusCode, added.body).toBe(201);
    const changed = await exportOf(ctx.database.db, theirGroup);
    const backup = readBackupArchive(theirFile, knownMigrations());
    await expect(restoreGroupBackup(ctx.database.db, backup)).rejects.toThrow(BackupRefusedError);
    expect(await exportOf(ctx.database.db, theirGroup)).toEqual(changed);
  });

  it('puts the group back as the file holds it, every other group untouched, and its members sign in again', async () => {
    const versionBefore = await versionOf(ctx.database.db, theirGroup);
    const myVersion = await versionOf(ctx.database.db, 1);
    const summary = await restoreGroupBackup(
      ctx.database.db,
      readBackupArchive(theirFile, knownMigrations()),
      true,
    );
    expect(summary).toMatchObject({
      groupId: theirGroup,
      replaced: true,
      differences: [],
      keptFigureDifferences: [],
    });
    expect(await exportOf(ctx.database.db, theirGroup)).toEqual(theirExport);
    expect(await exportOf(ctx.database.db, 1)).toEqual(myExport);
    expect(await versionOf(ctx.database.db, theirGroup)).toBeGreaterThan(versionBefore);
    expect(await versionOf(ctx.database.db, 1)).toBe(myVersion);
    // Their sign-ins were not in the file: they sign in again, with the password they had.
    expect((await call('GET', '/get-users', theirs.chair)).statusCode).toBe(401);
    const again = await signInWith(ctx, theirs.chair.user.email, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    expect((await call('GET', '/get-users', mine.chair)).statusCode).toBe(200);
    // New rows after the restore take numbers no group holds.
    const bank = await call('POST', '/create-bank-account', mine.chair, { name: 'After', amount: 1 });
    expect(bank.statusCode, bank.body).toBe(201);
  });
});

describe('restoring one group in another deployment', () => {
  let target: Database;
  beforeAll(async () => {
    target = await createTestDatabase();
  }, 60_000);
  afterAll(() => target?.close());

  it('adds it as that group, with its people, its figures equal to the cent', async () => {
    const summary = await restoreGroupBackup(target.db, readBackupArchive(theirFile, knownMigrations()));
    expect(summary).toMatchObject({ groupId: theirGroup, replaced: false, users: 6, differences: [] });
    expect(await exportOf(target.db, theirGroup)).toEqual(theirExport);
    const people = await asPlatform(() =>
      queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from people`),
    );
    expect(people[0]?.n).toBe(6);
    // Its own group 1 (made by the migrations) is as it was: empty of anyone.
    expect(
      await runInGroup(1, () =>
        queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from users`),
      ),
    ).toEqual([{ n: 0 }]);
  });

  it("refuses a group whose rows' numbers another group there holds, and a damaged file", async () => {
    const other = await createTestDatabase();
    try {
      // The other deployment's second group numbers its rows as the source's second group did.
      await createGroup(other.db, 'Second here');
      const ours = readBackupArchive(theirFile, knownMigrations());
      const as99 = (rows: string[], key: string) =>
        rows.map((row) => JSON.stringify({ ...JSON.parse(row), [key]: 99 }));
      const tables = new Map(
        [...ours.tables].map(([name, rows]) => [
          name,
          name === 'groups'
            ? as99(rows, 'id')
            : rows.length && 'group_id' in JSON.parse(rows[0]!)
              ? as99(rows, 'group_id')
              : rows,
        ]),
      );
      const moved = { ...ours, tables, manifest: { ...ours.manifest, group: { id: 99, name: 'Moved' } } };
      const groupsThere = () =>
        asPlatform(() => queryRows<{ n: number }>(other.db, sql`select count(*)::int as n from groups`));
      const before = await groupsThere();
      await expect(restoreGroupBackup(other.db, moved)).rejects.toThrow(/numbered/);
      const damaged = { ...ours, manifest: { ...ours.manifest, group: { id: 99, name: 'Moved' } } };
      await expect(restoreGroupBackup(other.db, damaged)).rejects.toThrow(/damaged/);
      expect(await groupsThere()).toEqual(before);
    } finally {
      await other.close();
    }
  });

  it('refuses a whole backup and a file of another schema version', async () => {
    const ours = readBackupArchive(theirFile, knownMigrations());
    const whole = { ...ours, manifest: { ...ours.manifest, group: undefined } };
    await expect(restoreGroupBackup(target.db, whole)).rejects.toThrow(/whole deployment/);
    const older = {
      ...ours,
      manifest: { ...ours.manifest, schema: { ...ours.manifest.schema, version: 3 } },
    };
    await expect(restoreGroupBackup(target.db, older, true)).rejects.toThrow(/schema version 3/);
  });
});
