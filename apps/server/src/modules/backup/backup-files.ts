import fs from 'node:fs';
import path from 'node:path';
import { type BackupInfo, GROUP_TIME_ZONE } from '@links/domain';

const BACKUP_NAME = /^links-backup-(\d{8})-(\d{6})(?:-(\d+))?\.tar\.gz$/;

/** Oldest first: by the time in the name, then by the number a second backup of that second gets. */
function sortKey(name: string): string {
  const [, day, time, n] = BACKUP_NAME.exec(name) ?? [];
  return `${day}${time}${(n ?? '1').padStart(6, '0')}`;
}

/** `links-backup-YYYYMMDD-HHmmss.tar.gz`, in the group's time. */
export function backupFileName(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: GROUP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `links-backup-${part('year')}${part('month')}${part('day')}-${part('hour')}${part('minute')}${part('second')}.tar.gz`;
}

/** The backups in a folder, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}

/** Whether a folder holds a backup taken on this calendar day (YYYY-MM-DD). */
export function hasBackupOn(dir: string, day: string): boolean {
  const compact = day.replaceAll('-', '');
  return listBackups(dir).some((name) => BACKUP_NAME.exec(name)?.[1] === compact);
}

export function describeBackup(dir: string, file: string): BackupInfo {
  const stat = fs.statSync(path.join(dir, file));
  return { file, created_at: stat.mtime.toISOString(), size: stat.size };
}

/** Writes a backup under a new name (never over another), then keeps only the newest `keep`. */
export function storeBackup(dir: string, now: Date, data: Buffer, keep: number): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const base = backupFileName(now);
  // After the newest backup of the same second, even if older ones of that second were pruned.
  const sameSecond = listBackups(dir).filter(
    (name) => sortKey(name).slice(0, 14) === sortKey(base).slice(0, 14),
  );
  const last = sameSecond.at(-1);
  const n = last ? Number(sortKey(last).slice(14)) + 1 : 1;
  const file = n === 1 ? base : base.replace('.tar.gz', `-${n}.tar.gz`);
  const temporary = path.join(dir, `.${file}.partial`);
  fs.writeFileSync(temporary, data, { mode: 0o600 });
  fs.utimesSync(temporary, now, now);
  fs.renameSync(temporary, path.join(dir, file));
  const all = listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep)))
    fs.rmSync(path.join(dir, old), { force: true });
  return file;
}
