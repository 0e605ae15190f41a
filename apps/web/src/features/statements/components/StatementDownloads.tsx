import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { type FileFormat, useDownloadStatement } from '../api/download-statement';
import type { StatementRequest } from '../api/get-statement';

const formats: { format: FileFormat; label: 'common.downloadCsv' | 'statements.downloadPdf' }[] = [
  { format: 'csv', label: msg('common.downloadCsv') },
  { format: 'pdf', label: msg('statements.downloadPdf') },
];

/** The statement of the period as a CSV or a PDF file, fetched with the user's token. */
export function StatementDownloads({ statement }: { statement: StatementRequest }) {
  const { t } = useTranslation();
  const download = useDownloadStatement();
  const busy = download.isPending ? download.variables.format : null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            disabled={busy !== null}
            onClick={() => download.mutate({ statement, format })}
          >
            {busy === format ? t('statements.preparing') : t(label)}
          </Button>
        ))}
      </div>
      {download.isError ? <Alert>{messageOf(download.error, t('statements.downloadFailed'))}</Alert> : null}
    </div>
  );
}
