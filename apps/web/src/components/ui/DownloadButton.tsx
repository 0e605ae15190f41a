import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { messageOf } from '../../lib/api';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * `Download CSV` for a list: the whole filtered list as a file. While it downloads the button
 * waits; a failure is said under it, in the server's words when it gave some.
 */
export function DownloadButton({ download, failed }: { download: () => Promise<void>; failed: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      await download();
    } catch (caught) {
      setError(messageOf(caught, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={start} disabled={busy}>
        {t('common.downloadCsv')}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}

/** A list's `Download CSV`, on the right above the list. */
export function ListDownload(props: { download: () => Promise<void>; failed: string }) {
  return (
    <div className="mb-3 flex justify-end">
      <DownloadButton {...props} />
    </div>
  );
}
