import { backupInfo, latestBackupAnswer } from '@links/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

export const backupsKey = ['backups'] as const;

/** `GET /admin/backups/latest` (admin): the newest backup and how many are kept. */
export const latestBackupQuery = queryOptions({
  queryKey: backupsKey,
  queryFn: () => requestParsed(latestBackupAnswer, '/admin/backups/latest'),
});
export const useLatestBackup = () => useQuery(latestBackupQuery);

/** `POST /admin/backup`: a backup now. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestParsed(backupInfo, '/admin/backup', 'POST'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

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
