import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupInfo, Clock } from '@links/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { writeBackupArchive } from './archive.js';
import { describeBackup, hasBackupOn, listBackups, storeBackup } from './backup-files.js';
import { takeDailyGroupBackups } from './group-backups.js';
import { takeSnapshot } from './snapshot.js';

/** The token file that lets `npm run backup` on this machine ask the running server for a backup. */
export const BACKUP_TOKEN_FILE = 'backup-token';
const HOUR = 3_600_000;

/**
 * A consistent backup of the database as the bytes of one file. The data folder's signing secret
 * stays out (docs/decisions/secrets.md, "Secrets and logs"): a restored group makes a new one.
 */
export async function backupBytes(database: Database, now: Date): Promise<Buffer> {
  const snapshot = await takeSnapshot(database.db, database.kind);
  return writeBackupArchive(snapshot, [], now);
}

interface Options {
  database: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Backups of the running app (docs/architecture.md "Backups"): on request, and once a day when
 * the clock says a new day has no backup yet, keeping the newest BACKUP_KEEP.
 */
export function createBackupService({ database, config, clock, log }: Options) {
  const { dir, keep } = config.backup;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BackupInfo> | undefined;
  const token = randomBytes(32).toString('hex');

  async function take(): Promise<BackupInfo> {
    const now = clock.now();
    const data = await backupBytes(database, now);
    return describeBackup(dir, storeBackup(dir, now, data, keep));
  }

  const service = {
    /** Takes a backup now; calls that overlap share one. */
    takeBackup(): Promise<BackupInfo> {
      running ??= take().finally(() => {
        running = undefined;
      });
      return running;
    },

    latest(): { latest: BackupInfo | null; count: number } {
      const all = listBackups(dir);
      const newest = all.at(-1);
      return { latest: newest ? describeBackup(dir, newest) : null, count: all.length };
    },

    latestPath(): string | undefined {
      const newest = listBackups(dir).at(-1);
      return newest ? path.join(dir, newest) : undefined;
    },

    /**
     * The daily job: a backup if today (in the group's zone) has none yet, and with several groups
     * each group's own file (docs/decisions/backups.md, "One group's file").
     */
    async runDaily(): Promise<BackupInfo | null> {
      const whole = hasBackupOn(dir, clock.today()) ? null : await service.takeBackup();
      await takeDailyGroupBackups(database, { dir, keep }, clock);
      return whole;
    },

    /** Whether a request carries this process's local backup token. */
    acceptsToken(presented: string): boolean {
      const a = Buffer.from(presented);
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    },

    /** Writes the local token (readable only by this user) and starts the daily job if asked. */
    start(): void {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(path.join(config.dataDir, BACKUP_TOKEN_FILE), token, { mode: 0o600 });
      if (!config.backup.daily) return;
      const tick = () =>
        service.runDaily().catch((error: unknown) => log.error({ err: error }, 'the daily backup failed'));
      void tick();
      timer = setInterval(tick, HOUR);
      timer.unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
      const file = path.join(config.dataDir, BACKUP_TOKEN_FILE);
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === token) fs.rmSync(file, { force: true });
    },
  };
  return service;
}

export type BackupService = ReturnType<typeof createBackupService>;
