// `npm run backup [-- --group N]`: one backup file of the configured database, or of one of its
// groups (README "Backup and restore").
// On the embedded database it asks the running server (a second process may not open the folder);
// with no server running, or on PostgreSQL (DATABASE_URL), it reads the database itself.
import fs from 'node:fs';
import path from 'node:path';
import { systemClock } from '@links/domain';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataFolderInUseError } from './db/lock.js';
import { BACKUP_TOKEN_HEADER } from './modules/backup/backup.routes.js';
import { BACKUP_TOKEN_FILE, backupBytes } from './modules/backup/backup.service.js';
import { describeBackup, storeBackup } from './modules/backup/backup-files.js';
import { storeGroupBackup } from './modules/backup/group-backups.js';

const config = loadConfig();

/** Asks the server on this machine; undefined when none is listening for this data folder. */
async function askRunningServer(): Promise<string | undefined> {
  const tokenFile = path.join(config.dataDir, BACKUP_TOKEN_FILE);
  if (!fs.existsSync(tokenFile)) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${config.port}/api/links/admin/backup`, {
      method: 'POST',
      headers: { [BACKUP_TOKEN_HEADER]: fs.readFileSync(tokenFile, 'utf8').trim() },
    });
  } catch {
    return undefined;
  }
  const body = (await response.json()) as { file?: string; message?: string };
  if (response.status !== 201 || !body.file) {
    throw new Error(`The running server refused the backup: ${body.message ?? response.status}`);
  }
  return path.join(config.backup.dir, body.file);
}

/** The configured database, read as it is (no migration). */
const openConfigured = () =>
  openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, migrationUrl: config.migrationDatabaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
    { migrate: false },
  );

async function backUpDirectly(): Promise<string> {
  const database = await openConfigured();
  try {
    const now = systemClock.now();
    const data = await backupBytes(database, now);
    return path.join(config.backup.dir, storeBackup(config.backup.dir, now, data, config.backup.keep));
  } finally {
    await database.close();
  }
}

/** One group's file (docs/decisions/backups.md, "One group's file"), read from the database itself. */
async function backUpGroup(groupId: number): Promise<string> {
  const database = await openConfigured();
  try {
    const file = await storeGroupBackup(database, config.backup, groupId, systemClock.now());
    if (!file) throw new Error(`This deployment has no group #${groupId}.`);
    return file;
  } finally {
    await database.close();
  }
}

/** `--group N`: the group whose file to take; undefined for the whole database. */
function groupAsked(args: string[]): number | undefined {
  const at = args.indexOf('--group');
  if (at < 0) return undefined;
  const id = Number(args[at + 1]);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new Error('Usage: npm run backup -- [--group N], N a group number');
  return id;
}

async function main(): Promise<number> {
  const group = groupAsked(process.argv.slice(2));
  const file =
    group !== undefined
      ? await backUpGroup(group)
      : ((config.databaseUrl ? undefined : await askRunningServer()) ?? (await backUpDirectly()));
  const info = describeBackup(path.dirname(file), path.basename(file));
  console.log(`Backup written: ${file} (${(info.size / 1024).toFixed(1)} KiB)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof DataFolderInUseError ? error.message : error);
    process.exit(1);
  },
);
