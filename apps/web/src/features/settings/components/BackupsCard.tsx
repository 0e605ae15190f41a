import { GROUP_TIME_ZONE } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDownloadExport, useDownloadLatestBackup, useLatestBackup, useTakeBackup } from '../api/backups';

export const BACKUPS_FAILED = 'Failed to load backups';
export const BACKUP_TAKEN = 'Backup taken.';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The data's safety on /settings: the newest backup (the server takes one a day), a backup now,
 * its download, and every table as CSV.
 */
export function BackupsCard() {
  const latest = useLatestBackup();
  const take = useTakeBackup();
  const downloadBackup = useDownloadLatestBackup();
  const downloadExport = useDownloadExport();
  const newest = latest.data?.latest;
  const failure = [take, downloadBackup, downloadExport].find((action) => action.isError)?.error;
  return (
    <Card
      title="Backups and export"
      description="Links backs up the whole database once a day. Keep a copy of the latest backup away from this computer."
      className="max-w-2xl"
    >
      <div className="space-y-4 px-5 py-4">
        {latest.isPending ? (
          <Loading>Loading backups...</Loading>
        ) : latest.isError ? (
          <Alert>{BACKUPS_FAILED}</Alert>
        ) : newest ? (
          <p className="text-sm text-slate-700" data-testid="latest-backup">
            Latest backup: <span className="font-medium text-slate-900">{newest.file}</span>
            <span className="block text-slate-500">
              {formatDate(newest.created_at)} at {time(newest.created_at)} · {size(newest.size)} ·{' '}
              {latest.data.count} kept
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600" data-testid="latest-backup">
            No backup has been taken yet.
          </p>
        )}
        {failure ? <Alert>{messageOf(failure, 'The request failed. Try again.')}</Alert> : null}
        {take.isSuccess ? <Alert tone="success">{BACKUP_TAKEN}</Alert> : null}
        <div className="flex flex-wrap gap-3 max-sm:flex-col">
          <Button onClick={() => downloadBackup.mutate()} disabled={!newest || downloadBackup.isPending}>
            {downloadBackup.isPending ? 'Downloading…' : 'Download latest backup'}
          </Button>
          <Button variant="secondary" onClick={() => take.mutate()} disabled={take.isPending}>
            {take.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => downloadExport.mutate()}
            disabled={downloadExport.isPending}
          >
            {downloadExport.isPending ? 'Exporting…' : 'Export data (CSV)'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
