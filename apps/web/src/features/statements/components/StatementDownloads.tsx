import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { type FileFormat, useDownloadStatement } from '../api/download-statement';
import type { StatementRequest } from '../api/get-statement';

export const DOWNLOAD_FAILED = 'Failed to download the statement';

const formats: { format: FileFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'pdf', label: 'Download PDF' },
];

/** The statement of the period as a CSV or a PDF file, fetched with the user's token. */
export function StatementDownloads({ statement }: { statement: StatementRequest }) {
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
            {busy === format ? 'Preparing…' : label}
          </Button>
        ))}
      </div>
      {download.isError ? <Alert>{messageOf(download.error, DOWNLOAD_FAILED)}</Alert> : null}
    </div>
  );
}
