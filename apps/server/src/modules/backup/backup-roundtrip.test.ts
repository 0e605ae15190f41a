import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, knownMigrations, openDatabase, queryRows } from '../../db/client.js';
import { buildDemoGroup } from '../../demo/demo-group.js';
import { nextAddress, type TestContext } from '../../test/app.js';
import { createEmptyPostgresDatabase, testDbKind } from '../../test/database.js';
import { as } from '../../test/http.js';
import { body } from '../../test/money-fixtures.js';
import { usePeopleApp } from '../../test/scene.js';
import { balancesUpTo, tableCounts } from '../../test/table-counts.js';
import { type Backup, readBackupArchive } from './archive.js';
import { type RestoreTarget, restoreBackup } from './restore.js';

let ctx: TestContext;
let backup: Backup;
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
    // The embedded database's generated signing secret travels with the backup.
    fs.mkdirSync(ctx.config.dataDir, { recursive: true });
    fs.writeFileSync(
      path.join(ctx.config.dataDir, 'jwt-secret'),
      'a-generated-secret-of-the-source-0123456789',
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
    backup = readBackupArchive(fs.readFileSync(file), knownMigrations());
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
          expect(fs.readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(
            fs.readFileSync(path.join(ctx.config.dataDir, 'jwt-secret'), 'utf8'),
          );
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
