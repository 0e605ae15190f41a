import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { type CliDatabase, createCliDatabase } from '../../test/cli-database.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { openOtherGroup, signUpInGroup } from '../../test/other-group.js';
import { runCli } from '../../test/run-cli.js';
import { groupBackupBytes } from './group-backups.js';
import { packTar, unpackTar } from './tar.js';

let ctx: TestContext;
let admin: SignedIn;
let good: Buffer;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'links-restore-cli-'));
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUp(ctx, 'admin');
  const member = await signUp(ctx, 'member');
  await openSavings(ctx, admin, member.id, 1234.5);
  const taken = await as(ctx, admin).post('/admin/backup');
  good = fs.readFileSync(path.join(ctx.config.backup.dir, taken.json().file));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(work, { recursive: true, force: true });
});

let target: CliDatabase;
let dataDir: string;
beforeEach(async () => {
  target = await createCliDatabase();
  dataDir = target.env.DATA_DIR ?? fs.mkdtempSync(path.join(work, 'data-'));
  return () => target.dispose();
});

const restore = (data: Buffer, ...flags: string[]) => {
  const file = path.join(work, `backup-${Math.random().toString(36).slice(2)}.tar.gz`);
  fs.writeFileSync(file, data);
  return runCli('restore-cli.ts', [file, ...flags], { ...target.env, DATA_DIR: dataDir });
};

/** What the target holds: the data folder's files and, on PostgreSQL, its tables. */
async function targetState(): Promise<string[]> {
  const files = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).sort() : [];
  if (!target.env.DATABASE_URL) return files;
  const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1`,
  );
  await client.end();
  return [...files, ...rows.map((r) => r.name)];
}

/** The backup with its manifest changed. */
function withManifest(change: (manifest: Record<string, unknown>) => void): Buffer {
  const entries = unpackTar(gunzipSync(good));
  const manifest = JSON.parse(entries[0]!.data.toString('utf8'));
  change(manifest);
  entries[0] = { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) };
  return gzipSync(packTar(entries, Date.now()));
}

describe('npm run restore', () => {
  it('restores into an empty target and reports users, transactions, the last entry and the balance check', async () => {
    const result = await restore(good);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /Restored 2 users and 0 transactions; the last journal entry is dated \d{4}-\d{2}-\d{2}\./,
    );
    expect(result.stdout).toContain('Balance check: the books balance');
    const again = await restore(good);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Restore refused: The target already holds a database.');
    const forced = await restore(good, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    const database = await target.open();
    const users = await database.db.query.users.findMany();
    await database.close();
    expect(users).toHaveLength(2);
    expect(users.map((u) => u.email)).toContain(admin.user.email);
  }, 300_000);

  it.each([
    ['cut short', () => good.subarray(0, Math.floor(good.length / 2)), /damaged or cut short/],
    [
      'with a byte changed',
      () => gzipSync(Buffer.from(gunzipSync(good)).fill(0x41, 3000, 3004)),
      /damaged|checksum/,
    ],
    ['that is not a backup at all', () => Buffer.from('hello, this is not a backup'), /not a Links backup/],
    [
      'of another application',
      () => withManifest((m) => Object.assign(m, { app: 'chama-pro' })),
      /another application \(chama-pro\)/,
    ],
    [
      'from a newer schema',
      () =>
        withManifest((m) => {
          const schema = m.schema as { version: number; migrations: { hash: string; created_at: number }[] };
          schema.migrations.push({ hash: 'future', created_at: 9_999_999_999_999 });
          schema.version += 1;
        }),
      /newer version of Links/,
    ],
  ])(
    'refuses a backup %s and leaves the target untouched',
    async (_name, make, message) => {
      const before = await targetState();
      const result = await restore(make());
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(await targetState()).toEqual(before);
    },
    60_000,
  );
});

describe("npm run restore with one group's file", () => {
  it('adds the group to the target, refuses to replace it without --force, and replaces it with', async () => {
    const groupId = await openOtherGroup(ctx, 'Tumaini Youth');
    const chair = await signUpInGroup(ctx, groupId, 'admin', { firstname: 'Neema', lastname: 'Wafula' });
    const member = await signUpInGroup(ctx, groupId, 'member', { firstname: 'Juma', lastname: 'Otieno' });
    await openSavings(ctx, chair, member.id, 321);
    const file = (await groupBackupBytes(ctx.database, groupId, new Date()))!;
    const added = await restore(file);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain(`Added group #${groupId} (Tumaini Youth): 2 members and 0 transactions`);
    expect(added.stdout).toContain("Balance check: the group's books balance");
    const again = await restore(file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Restore refused: This deployment already holds group #${groupId}.`);
    const replaced = await restore(file, '--force');
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(replaced.stdout).toContain(`Replaced group #${groupId}`);
  }, 300_000);
});
