import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { useAudit } from '../api/get-audit';
import { AuditTable } from './AuditTable';
import { HistoryList } from './HistoryList';

const PER_PAGE = 5;

/** Which records a panel shows: one entity's, or everything about one member. */
export type HistorySubject = { entity: string; entityId: number } | { memberId: number };

/**
 * The "History" panel of a detail screen (a transaction, a loan, a member's profile): who changed
 * it, when and what. An admin reads the whole trail; a member their own (`/audit/mine`).
 */
export function HistoryPanel({
  subject,
  title: titled,
  compact = false,
}: {
  subject: HistorySubject;
  title?: string;
  /** A list rather than a table, for a narrow frame such as a dialog. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const title = titled ?? t('audit.history.title');
  const [page, setPage] = useState(1);
  const user = useStoredUser();
  const mine = !(hasKnownRole(user) && screensOf(user) === 'admin');
  const history = useAudit(
    'memberId' in subject
      ? { page, perPage: PER_PAGE, memberId: String(subject.memberId) }
      : { page, perPage: PER_PAGE, entity: subject.entity, entityId: String(subject.entityId) },
    mine,
  );
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {history.isPending ? (
        <Loading>{t('audit.history.loading')}</Loading>
      ) : history.isError ? (
        <Alert>{t('audit.history.failed')}</Alert>
      ) : compact ? (
        <HistoryList
          label={title}
          records={history.data.records}
          page={page}
          pages={history.data.pagination.pages}
          onPageChange={setPage}
        />
      ) : (
        <AuditTable
          label={title}
          records={history.data.records}
          paging={{ page, pages: history.data.pagination.pages, onPageChange: setPage }}
        />
      )}
    </section>
  );
}
