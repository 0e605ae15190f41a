import { GROUP_TIME_ZONE } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDownloadExport, useDownloadLatestBackup, useLatestBackup, useTakeBackup } from '../api/backups';

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
  const { t } = useTranslation();
  const latest = useLatestBackup();
  const take = useTakeBackup();
  const downloadBackup = useDownloadLatestBackup();
  const downloadExport = useDownloadExport();
  const newest = latest.data?.latest;
  const failure = [take, downloadBackup, downloadExport].find((action) => action.isError)?.error;
  return (
    <Card
      title={t('settings.backups.title')}
      description={t('settings.backups.description')}
      className="max-w-2xl"
    >
      <div className="space-y-4 px-5 py-4 max-sm:px-0">
        {latest.isPending ? (
          <Loading>{t('settings.backups.loading')}</Loading>
        ) : latest.isError ? (
          <Alert>{t('settings.backups.failed')}</Alert>
        ) : newest ? (
          <p className="text-sm text-slate-700" data-testid="latest-backup">
            {t('settings.backups.latest')} <span className="font-medium text-slate-900">{newest.file}</span>
            <span className="block text-slate-500">
              {t('settings.backups.details', {
                date: formatDate(newest.created_at),
                time: time(newest.created_at),
                size: size(newest.size),
                kept: latest.data.count,
              })}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600" data-testid="latest-backup">
            {t('settings.backups.none')}
          </p>
        )}
        {failure ? <Alert>{messageOf(failure, t('settings.backups.requestFailed'))}</Alert> : null}
        {take.isSuccess ? <Alert tone="success">{t('settings.backups.taken')}</Alert> : null}
        <div className="flex flex-wrap gap-3 max-sm:flex-col">
          <Button onClick={() => downloadBackup.mutate()} disabled={!newest || downloadBackup.isPending}>
            {downloadBackup.isPending ? t('settings.backups.downloading') : t('settings.backups.download')}
          </Button>
          <Button variant="secondary" onClick={() => take.mutate()} disabled={take.isPending}>
            {take.isPending ? t('settings.backups.backingUp') : t('settings.backups.backUp')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => downloadExport.mutate()}
            disabled={downloadExport.isPending}
          >
            {downloadExport.isPending ? t('settings.backups.exporting') : t('settings.backups.export')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
