import path from 'node:path';
import type { Clock } from '@links/domain';
import type { Database } from '../../db/client.js';
import { allGroups } from '../groups/index.js';
import { writeBackupArchive } from './archive.js';
import { hasBackupOn, storeBackup } from './backup-files.js';
import { takeGroupSnapshot } from './group-snapshot.js';

/*
 * docs/decisions/backups.md, "One group's file": on a deployment of several groups, each group's
 * daily file in a folder of its own, `BACKUP_DIR/groups/<group>/`, kept as the whole backups are.
 */

/** The folder of a group's files. */
export const groupBackupDir = (dir: string, groupId: number) => path.join(dir, 'groups', String(groupId));

/** One group's file as bytes; undefined for a group that does not exist. */
export async function groupBackupBytes(
  database: Database,
  groupId: number,
  now: Date,
): Promise<Buffer | undefined> {
  const snapshot = await takeGroupSnapshot(database.db, database.kind, groupId);
  return snapshot && writeBackupArchive(snapshot, [], now);
}

/** Writes one group's file into its folder; the file's path, or undefined for no such group. */
export async function storeGroupBackup(
  database: Database,
  backup: { dir: string; keep: number },
  groupId: number,
  now: Date,
): Promise<string | undefined> {
  const data = await groupBackupBytes(database, groupId, now);
  if (!data) return undefined;
  const dir = groupBackupDir(backup.dir, groupId);
  return path.join(dir, storeBackup(dir, now, data, backup.keep));
}

/**
 * The daily round: each group without a file of today gets one, suspended and waiting groups too. A
 * deployment of one group has its whole backup only. Answers how many files were written.
 */
export async function takeDailyGroupBackups(
  database: Database,
  backup: { dir: string; keep: number },
  clock: Clock,
): Promise<number> {
  const groups = await allGroups(database.db);
  if (groups.length < 2) return 0;
  let written = 0;
  for (const group of groups) {
    if (hasBackupOn(groupBackupDir(backup.dir, group.id), clock.today())) continue;
    if (await storeGroupBackup(database, backup, group.id, clock.now())) written++;
  }
  return written;
}
