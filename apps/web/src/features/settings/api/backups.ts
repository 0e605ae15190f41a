import { backupInfo, latestBackupAnswer } from '@links/domain';
import { useMutation } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { useMutationOf, useRead } from '../../../lib/queries';
import { backupsKey } from '../../../lib/query-keys';

/** `GET /admin/backups/latest` (admin): the newest backup and how many are kept. */
export const useLatestBackup = () => useRead(backupsKey, latestBackupAnswer, '/admin/backups/latest');

/** `POST /admin/backup`: a backup now. */
export const useTakeBackup = () =>
  useMutationOf(() => requestParsed(backupInfo, '/admin/backup', 'POST'), [backupsKey]);

/** Fetches a file with the bearer token (a plain link would carry none) and saves it. */
async function download(path: string, fallbackName: string) {
  const file = await requestFile(path);
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/** `GET /admin/backups/latest/download`. */
export const useDownloadLatestBackup = () =>
  useMutation({ mutationFn: () => download('/admin/backups/latest/download', 'links-backup.tar.gz') });

/** `GET /export`: every table as CSV in a zip. */
export const useDownloadExport = () =>
  useMutation({ mutationFn: () => download('/export', 'links-export.zip') });
