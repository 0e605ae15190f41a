import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settableClock } from '@links/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { type Callers, statusesFor } from '../../test/access.js';
import { PASSWORD, signInAgain, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { callersWith, usePeopleApp } from '../../test/scene.js';
import { BACKUP_TOKEN_HEADER } from './backup.routes.js';
import { BACKUP_TOKEN_FILE } from './backup.service.js';

const clock = settableClock('2026-04-01T06:00:00Z');
let ctx: TestContext;
let callers: Callers;
usePeopleApp(
  callersWith('Otieno'),
  async (scene) => {
    ({ ctx, callers } = scene);
    await openSavings(ctx, callers.admin, callers.member.id, 250);
  },
  { env: { BACKUP_KEEP: '2' }, clock },
);

const backupFiles = () =>
  fs
    .readdirSync(ctx.config.backup.dir)
    .filter((f) => f.endsWith('.tar.gz'))
    .sort();

describe('who may take, see and download backups, and export the data', () => {
  it('backups and the export are for admins only', async () => {
    const adminOnly = (ok: number) => ({ anonymous: 401, member: 403, otherMember: 403, admin: ok });
    expect(await statusesFor(ctx, callers, 'POST', '/admin/backup')).toEqual(adminOnly(201));
    expect(await statusesFor(ctx, callers, 'GET', '/admin/backups/latest')).toEqual(adminOnly(200));
    expect(await statusesFor(ctx, callers, 'GET', '/admin/backups/latest/download')).toEqual(adminOnly(200));
    expect(await statusesFor(ctx, callers, 'GET', '/export')).toEqual(adminOnly(200));
  });

  it('takes a backup from this machine with the token the server wrote into DATA_DIR, and from nowhere else', async () => {
    const tokenFile = path.join(ctx.config.dataDir, BACKUP_TOKEN_FILE);
    expect(fs.statSync(tokenFile).mode & 0o777).toBe(0o600);
    const token = fs.readFileSync(tokenFile, 'utf8');
    const post = (headers: Record<string, string>, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/links/admin/backup', headers, remoteAddress });
    expect((await post({ [BACKUP_TOKEN_HEADER]: token }, '127.0.0.1')).statusCode).toBe(201);
    expect((await post({ [BACKUP_TOKEN_HEADER]: token }, '10.0.0.9')).statusCode).toBe(401);
    expect((await post({ [BACKUP_TOKEN_HEADER]: `${token.slice(1)}x` }, '127.0.0.1')).statusCode).toBe(401);
  });
});

describe('backups', () => {
  it('names the latest, keeps BACKUP_KEEP of them, and downloads the newest as a gzip file', async () => {
    clock.set('2026-04-02T06:00:00Z');
    callers.admin = await signInAgain(ctx, callers.admin);
    const taken = await as(ctx, callers.admin).post('/admin/backup');
    expect(taken.json().file).toBe('links-backup-20260402-090000.tar.gz');
    expect(backupFiles()).toHaveLength(2);
    const latest = (await as(ctx, callers.admin).get('/admin/backups/latest')).json();
    expect(latest).toMatchObject({ count: 2, latest: { file: 'links-backup-20260402-090000.tar.gz' } });
    const download = await as(ctx, callers.admin).get('/admin/backups/latest/download');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="links-backup-20260402-090000.tar.gz"',
    );
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('takes one a day by the clock: none twice on a day, a new one the next day', async () => {
    const backups = ctx.app.services.backups;
    expect(await backups.runDaily()).toBeNull();
    clock.advanceDays(1);
    callers.admin = await signInAgain(ctx, callers.admin);
    expect((await backups.runDaily())?.file).toMatch(/^links-backup-20260403-/);
    expect(await backups.runDaily()).toBeNull();
    expect(backupFiles().at(-1)).toMatch(/^links-backup-20260403-/);
  });

  it('records taking, downloading and exporting in the audit trail', async () => {
    const records = (await as(ctx, callers.admin).get('/audit?entity=backup&per_page=100')).json()
      .records as { action: string }[];
    expect(new Set(records.map((r) => r.action))).toEqual(new Set(['create', 'download']));
  });
});

describe('GET /export', () => {
  it('zips every table as CSV with a README of the columns, and never a password hash or token', async () => {
    const res = await as(ctx, callers.admin).get('/export');
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="links-export-\d{8}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const kept = ['savings_balances', 'account_balances', 'loan_balances'];
    for (const table of [
      'users',
      'savings_accounts',
      'journal_entries',
      'journal_lines',
      'audit_records',
      ...kept,
    ]) {
      expect(Object.keys(files)).toContain(`${table}.csv`);
    }
    // Tables of secrets and tokens are left out whole.
    expect(Object.keys(files)).not.toContain('app_secrets.csv');
    expect(Object.keys(files)).not.toContain('refresh_tokens.csv');
    const readme = strFromU8(files['README.md']!);
    expect(readme).toContain('## users.csv');
    expect(readme).toContain('| balance_cents | bigint |');
    expect([...files['users.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const users = strFromU8(files['users.csv']!);
    expect(users.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'id,firstname,lastname,email,role,created_at,member_no,phone,office,status,exited_on,language,channels',
    );
    expect(users).toContain(callers.member.user.email);
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toMatch(/password_hash|token_hash|\$argon2/);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(callers.member.refresh_token);
  });
});

describe('npm run backup', () => {
  it('asks the running server on the embedded database, which writes the file', async () => {
    const { runCli } = await import('../../test/run-cli.js');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as { port: number }).port;
    const before = backupFiles().length;
    const result = await runCli('backup-cli.ts', [], {
      DATA_DIR: ctx.config.dataDir,
      PORT: String(port),
      BACKUP_DIR: ctx.config.backup.dir,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Backup written: .*links-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz/);
    expect(backupFiles().length).toBe(Math.min(before + 1, 2));
  }, 300_000);

  it('reads the database itself when no server runs (the data folder is free)', async () => {
    const { runCli } = await import('../../test/run-cli.js');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-backup-cli-'));
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    const result = await runCli('backup-cli.ts', [], { DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);
});

describe('the backup folder', () => {
  it('keeps the newest when several backups are taken in one second', async () => {
    const { listBackups, storeBackup } = await import('./backup-files.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-backup-files-'));
    const now = new Date('2026-05-01T07:00:00Z');
    const written = [1, 2, 3, 4].map((n) => storeBackup(dir, now, Buffer.from(String(n)), 3));
    expect(written).toEqual([
      'links-backup-20260501-100000.tar.gz',
      'links-backup-20260501-100000-2.tar.gz',
      'links-backup-20260501-100000-3.tar.gz',
      'links-backup-20260501-100000-4.tar.gz',
    ]);
    expect(listBackups(dir)).toEqual(written.slice(1));
    // The first of that second is gone; the next still comes after the newest.
    expect(storeBackup(dir, now, Buffer.from('5'), 3)).toBe('links-backup-20260501-100000-5.tar.gz');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
