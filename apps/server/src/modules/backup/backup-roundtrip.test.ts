import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type Database, knownMigrations, openDatabase, queryRows } from '../../db/client.js';
import { buildDemoGroup } from '../../demo/demo-group.js';
import { nextAddress, type TestContext } from '../../test/app.js';
import { createEmptyPostgresDatabase, testDbKind } from '../../test/database.js';
import { as } from '../../test/http.js';
import { body } from '../../test/money-fixtures.js';
import { usePeopleApp } from '../../test/scene.js';
import { balancesUpTo, tableCounts } from '../../test/table-counts.js';
import { resolveJwtSecret } from '../auth/tokens.js';
import { type Backup, readBackupArchive } from './archive.js';
import { type RestoreTarget, restoreBackup } from './restore.js';

const SOURCE_SECRET = 'a-generated-secret-of-the-source-0123456789';
let ctx: TestContext;
let backup: Backup;
let archive: Buffer;
let sourceCountsAfter: Record<string, number>;
usePeopleApp(
  {},
  async (scene) => {
    ({ ctx } = scene);
    await buildDemoGroup(ctx.database.db, ctx.app.clock.today());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: 'admin@demo.links', password: 'Umoja-Demo-2026' },
      remoteAddress: nextAddress(),
    });
    const admin = { headers: { authorization: `Bearer ${res.json().access_token}` } };
    // The source's signing secrets, in its data folder and in its database: neither travels.
    fs.mkdirSync(ctx.config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(ctx.config.dataDir, 'jwt-secret'), SOURCE_SECRET);
    await ctx.database.db.execute(
      sql`insert into app_secrets (name, value) values ('jwt', ${SOURCE_SECRET}) on conflict (name) do update set value = excluded.value`,
    );
    const members = (await as(ctx, admin).get('/all-savings')).json().savings as { user_id: number }[];
    // Payments come in and are approved while the backup is taken.
    const writes = async () => {
      for (const member of members.slice(0, 12)) {
        const created = await as(ctx, admin).post(
          '/create-transaction',
          body(member.user_id, [{ transaction_type: 'SAVING', transaction_amount: 150 }]),
        );
        await as(ctx, admin).patch(`/transactions/savings/${created.json().transaction_id}/status`, {
          status: 'Approved',
        });
      }
    };
    const backupDuringWrites = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const taken = await as(ctx, admin).post('/admin/backup');
      expect(taken.statusCode, taken.body).toBe(201);
      return taken.json() as { file: string };
    };
    const [, taken] = await Promise.all([writes(), backupDuringWrites()]);
    const file = path.join(ctx.config.backup.dir, taken.file);
    archive = fs.readFileSync(file);
    backup = readBackupArchive(archive, knownMigrations());
    sourceCountsAfter = await tableCounts(ctx.database.db);
  },
  { timeout: 300_000 },
);

async function emptyTarget(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-restore-'));
  if (kind === 'pglite') {
    const target: RestoreTarget = { kind, dataDir };
    return {
      target,
      open: () => openDatabase({ kind, dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const empty = await createEmptyPostgresDatabase('links_restore');
  const target: RestoreTarget = { kind, url: empty.url, dataDir };
  return {
    target,
    open: () => openDatabase({ kind, url: empty.url, poolSize: 2 }),
    dispose: async () => {
      await empty.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const lastEntryId = async (database: Database) =>
  (await queryRows<{ id: string }>(database.db, sql`select max(id)::text as id from journal_entries`))[0]!.id;

const targets = ['pglite' as const, ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])];

describe('a backup’s contents', () => {
  it('carries no signing secret and no refresh token; the password hashes stay, to sign people in', async () => {
    expect(backup.files).toEqual([]);
    expect(backup.tables.get('app_secrets')).toEqual([]);
    expect(backup.tables.get('refresh_tokens')).toEqual([]);
    const tar = gunzipSync(archive).toString('latin1');
    expect(tar).not.toContain(SOURCE_SECRET);
    const refreshHashes = await queryRows<{ hash: string }>(
      ctx.database.db,
      sql`select token_hash as hash from refresh_tokens`,
    );
    expect(refreshHashes.length).toBeGreaterThan(0);
    for (const { hash } of refreshHashes) expect(tar).not.toContain(hash);
    // The password is the person's (docs/decisions/people.md, "People and memberships").
    const persons = (backup.tables.get('people') ?? []).map((line) => JSON.parse(line));
    expect(persons.length).toBeGreaterThan(10);
    expect(persons.every((person) => String(person.password_hash).startsWith('$argon2id$'))).toBe(true);
  });
});

describe.each(targets)(
  `a backup of the ${testDbKind} demo group, taken during writes, restored onto %s`,
  (kind) => {
    it('restores every row of the snapshot, the balances as they were then, and a clean balance check', async () => {
      const { target, open, dispose } = await emptyTarget(kind);
      try {
        const summary = await restoreBackup(backup, target);
        expect(summary.differences).toEqual([]);
        expect(summary.keptFigureDifferences).toEqual([]);
        expect(summary.users).toBe(backup.manifest.tables.find((t) => t.name === 'users')!.rows);
        const restored = await open();
        try {
          const counts = await tableCounts(restored.db);
          expect(counts).toEqual(Object.fromEntries(backup.manifest.tables.map((t) => [t.name, t.rows])));
          // The kept balances come back as they were backed up (docs/decisions/journal-balances.md,
          // "Migration, backups and restore"), one for each books account, savings account and loan.
          for (const kept of ['account_balances', 'savings_balances', 'loan_balances']) {
            const rows = await queryRows<{ row: string }>(
              restored.db,
              sql`select row_to_json(t)::text as row from ${sql.identifier(kept)} t order by 1`,
            );
            expect(rows.map((row) => row.row)).toEqual(backup.tables.get(kept));
          }
          expect(counts.account_balances).toBe(counts.ledger_accounts);
          expect(counts.savings_balances).toBe(counts.savings_accounts);
          expect(counts.loan_balances).toBe(counts.loans);
          expect(counts.loan_balances).toBeGreaterThan(0);
          // The snapshot is one moment: the journal up to its last entry, and the writes after it are not there.
          const last = Number(await lastEntryId(restored));
          expect(await balancesUpTo(restored.db, last)).toEqual(await balancesUpTo(ctx.database.db, last));
          const [sourceThen] = await queryRows<{ n: number }>(
            ctx.database.db,
            sql`select count(*)::int as n from journal_entries where id <= ${last}`,
          );
          expect(counts.journal_entries).toBe(sourceThen!.n);
          expect(counts.transactions).toBeGreaterThan(300);
          expect(counts.audit_records).toBeGreaterThan(0);
          // New rows carry on after the restored ones.
          const [next] = await queryRows<{ id: number }>(
            restored.db,
            sql`insert into audit_records (at, action, entity) values (now(), 'check', 'restore') returning id`,
          );
          expect(Number(next!.id)).toBeGreaterThan(counts.audit_records!);
          // A new signing secret: none is restored, and the first start makes one.
          expect(fs.existsSync(path.join(target.dataDir, 'jwt-secret'))).toBe(false);
          expect(counts.app_secrets).toBe(0);
          const config = loadConfig({ DATA_DIR: target.dataDir });
          const fresh = await resolveJwtSecret(config, restored);
          expect(fresh).not.toBe(SOURCE_SECRET);
          expect(fresh.length).toBeGreaterThanOrEqual(32);
        } finally {
          await restored.close();
        }
        expect(sourceCountsAfter.transactions).toBeGreaterThanOrEqual(
          backup.manifest.tables.find((t) => t.name === 'transactions')!.rows,
        );
      } finally {
        await dispose();
      }
    }, 180_000);
  },
);
