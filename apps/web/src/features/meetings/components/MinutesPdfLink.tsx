import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { useTranslation } from '../../../i18n';
import { API_BASE, inFileLanguage, messageOf } from '../../../lib/api';
import { downloadMinutesPdf, minutesPdfPath } from '../api/minutes';

/**
 * "Download PDF" (docs/decisions/meetings.md, "Minutes": what banks and the registrar ask for). A
 * link to the file, fetched on a click as the statement's PDF is: with the session refreshed when it
 * has run out, and a refusal said under it in the server's words rather than saved as the file.
 */
export function MinutesPdfLink({ meetingId, date }: { meetingId: number; date: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    setBusy(true);
    try {
      await downloadMinutesPdf(meetingId, date);
    } catch (caught) {
      setError(messageOf(caught, t('meetings.minutes.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <a
        href={`${API_BASE}${inFileLanguage(minutesPdfPath(meetingId))}`}
        download
        aria-disabled={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void download();
        }}
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:text-slate-400"
      >
        {busy ? t('meetings.minutes.preparing') : t('meetings.minutes.download')}
      </a>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
