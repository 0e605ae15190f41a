import { createDisputeBody, formatKES, type LineDispute } from '@links/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useCreateDispute } from '../api/disputes';
import { isKnownStatus, lineWords } from './disputeLabels';

/** A statement line as the dispute's dialog names it. */
export interface StatementLine {
  entry_id: number;
  date: string;
  description: string;
  amount: number;
  dispute: LineDispute | null;
}

const TONE = {
  Open: 'bg-amber-100 text-amber-800',
  Resolved: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-slate-200 text-slate-700',
} as const;

/**
 * A statement line's dispute (docs/decisions/disputes.md, "On the statement"): its status when it
 * has one, and, on the member's own statement and with none open, "This is wrong", which asks why
 * and sends it to the officials.
 */
export function DisputeLine({ line, own }: { line: StatementLine; own: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const create = useCreateDispute();
  const status = line.dispute?.status;
  const about = { line: line.description, date: formatDate(line.date) };
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
      {status ? (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
          {isKnownStatus(status) ? t(lineWords[status]) : status}
        </span>
      ) : null}
      {own && status !== 'Open' ? (
        <button
          type="button"
          className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={t('disputes.line.thisIsWrongAbout', about)}
          onClick={() => setAsking(true)}
        >
          {t('disputes.line.thisIsWrong')}
        </button>
      ) : null}
      {asking ? (
        <ReasonDialog
          open
          title={t('disputes.line.thisIsWrong')}
          description={t('disputes.line.describe', {
            ...about,
            amount: formatKES(kesToCents(Math.abs(line.amount))),
          })}
          failure={create.isError ? messageOf(create.error, t('disputes.line.failed')) : undefined}
          pending={create.isPending}
          action={t('disputes.line.send')}
          pendingAction={t('disputes.line.sending')}
          read={(reason) => {
            const body = createDisputeBody.safeParse({ journal_entry_id: line.entry_id, reason });
            return body.success
              ? { reason: body.data.reason }
              : { error: body.error.issues[0]?.message ?? t('common.reasonRequired') };
          }}
          onSubmit={(reason) =>
            create.mutate(
              { journal_entry_id: line.entry_id, reason },
              {
                onSuccess: () => {
                  create.reset();
                  setAsking(false);
                },
              },
            )
          }
          onClose={() => {
            create.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </span>
  );
}
