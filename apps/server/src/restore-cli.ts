// `npm run restore -- FILE [--force]`: puts a backup into an empty DATA_DIR or an empty PostgreSQL
// database (DATABASE_URL), then runs the balance check (README "Backup and restore"). One group's file
// goes into the deployment as that group, beside its other groups (docs/decisions/backups.md,
// "Restoring one group").
import fs from 'node:fs';
import { databaseWhere, runTool } from './cli.js';
import { type Config, loadConfig } from './config.js';
import { knownMigrations, openDatabase } from './db/client.js';
import { DataFolderInUseError } from './db/lock.js';
import { type Backup, BackupRefusedError as Refused, readBackupArchive } from './modules/backup/archive.js';
import { restoreBackup } from './modules/backup/restore.js';
import { restoreGroupBackup } from './modules/backup/restore-group.js';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(args: string[]): Promise<number> {
  // `npm run restore FILE --force` hands --force to npm, which passes it on as npm_config_force.
  const force = args.includes('--force') || process.env.npm_config_force === 'true';
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = files[0]!;
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  // The whole file is read and checked before the target is touched.
  const backup = readBackupArchive(fs.readFileSync(file), knownMigrations());
  const where = databaseWhere(config);
  if (backup.manifest.group) return restoreGroup(config, backup, force);
  console.log(
    `Restoring the backup of ${backup.manifest.created_at} (${backup.manifest.engine}) into ${where}…`,
  );
  const summary = await restoreBackup(
    backup,
    config.databaseUrl
      ? {
          kind: 'postgres',
          // A restore drops and loads tables, as the schema's owner
          // (docs/decisions/servers.md, "Database roles").
          url: config.migrationDatabaseUrl ?? config.databaseUrl,
          dataDir: config.dataDir,
        }
      : { kind: 'pglite', dataDir: config.dataDir },
    force,
  );
  console.log(
    `Restored ${summary.users} users and ${summary.transactions} transactions; the last journal entry is dated ` +
      `${summary.lastEntryDate ?? '(no entries)'}.`,
  );
  if (summary.differences.length > 0) {
    console.error(
      `Balance check: ${summary.differences.length} difference(s); run npm run verify for the details.`,
    );
    return 1;
  }
  console.log('Balance check: the books balance and every stored balance matches them.');
  console.log('The restored group signs with a new secret: everyone signs in again.');
  return 0;
}

/** One group's file, into the configured deployment as the schema's owner. */
async function restoreGroup(config: Config, backup: Backup, force: boolean): Promise<number> {
  const group = backup.manifest.group!;
  console.log(
    `Restoring group #${group.id} (${group.name}) of ${backup.manifest.created_at} into ${databaseWhere(config)}…`,
  );
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.migrationDatabaseUrl ?? config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const summary = await restoreGroupBackup(database.db, backup, force);
    console.log(
      `${summary.replaced ? 'Replaced' : 'Added'} group #${summary.groupId} (${summary.name}): ${summary.users} ` +
        `members and ${summary.transactions} transactions; the last journal entry is dated ` +
        `${summary.lastEntryDate ?? '(no entries)'}. Every other group is as it was.`,
    );
    const problems = summary.differences.length + summary.keptFigureDifferences.length;
    if (problems > 0) {
      console.error(`Balance check: ${problems} difference(s); run npm run verify for the details.`);
      return 1;
    }
    console.log("Balance check: the group's books balance and every stored balance matches them.");
    console.log("The group's members sign in again.");
    return 0;
  } finally {
    await database.close();
  }
}

runTool(() => main(process.argv.slice(2)), [Refused, DataFolderInUseError], {
  prefix: 'Restore refused: ',
});
