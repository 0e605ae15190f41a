import { operations, pathOf } from '@links/domain';
import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api';
import { answerOf, call } from '../../../lib/call';
import { saveFile } from '../../../lib/download';
import { useMutationOf, useRead } from '../../../lib/queries';
import { backupsKey } from '../../../lib/query-keys';

/** `GET /admin/backups/latest` (admin): the newest backup and how many are kept. */
export const useLatestBackup = () =>
  useRead(backupsKey, answerOf(operations.latestBackup), pathOf(operations.latestBackup));

/** `POST /admin/backup`: a backup now. */
export const useTakeBackup = () => useMutationOf(() => call(operations.takeBackup), [backupsKey]);

/** Fetches a file with the bearer token (a plain link would carry none) and saves it. */
async function download(path: string, fallbackName: string) {
  const file = await requestFile(path);
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/** `GET /admin/backups/latest/download`. */
export const useDownloadLatestBackup = () =>
  useMutation({
    mutationFn: () => download(pathOf(operations.downloadLatestBackup), 'links-backup.tar.gz'),
  });

/** `GET /export`: every table as CSV in a zip. */
export const useDownloadExport = () =>
  useMutation({ mutationFn: () => download(pathOf(operations.exportData), 'links-export.zip') });
