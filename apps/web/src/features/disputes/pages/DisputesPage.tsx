import type { DisputeView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { FilterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { changesGroup } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadDisputes, useDisputes } from '../api/disputes';
import { AnswerDisputeDialog, type Answering } from '../components/AnswerDisputeDialog';
import { DisputesTable } from '../components/DisputesTable';

type Filter = { q: string; status: string };

/** The search by member and the status, the open ones standing when none is picked. */
function DisputeFilters({
  values,
  onChange,
}: {
  values: Filter;
  onChange: (changes: Partial<Filter>) => void;
}) {
  const { t } = useTranslation();
  const statuses = [
    { value: 'Resolved', label: t('disputes.statuses.Resolved') },
    { value: 'Rejected', label: t('disputes.statuses.Rejected') },
    { value: 'all', label: t('disputes.all') },
  ];
  return (
    <FilterBar
      label={t('disputes.filterLabel')}
      placeholder={t('disputes.searchHint')}
      fields={[selectField('status', t('disputes.status'), statuses, t('disputes.statuses.Open'))]}
      values={values}
      onChange={onChange}
    />
  );
}

/**
 * /disputes (officials and the auditor): members' "this is wrong" about lines of their statements,
 * the open ones first; a writing official resolves or rejects each with an answer the member is told
 * (docs/decisions/disputes.md).
 */
export function DisputesPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'q' | 'status' | 'page'>();
  const filter = { q: params.get('q'), status: params.get('status') };
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useDisputes(page, filter);
  const [answering, setAnswering] = useState<Answering | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  // The auditor reads the list without its answers (docs/decisions/offices.md).
  const actions = changesGroup(user)
    ? {
        busy: false,
        onAnswer: (dispute: DisputeView, status: 'Resolved' | 'Rejected') => {
          setSaid(null);
          setAnswering({ dispute, status });
        },
      }
    : undefined;
  return (
    <>
      <PageHeader title={t('disputes.title')}>{t('disputes.intro')}</PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton download={() => downloadDisputes(filter)} failed={t('disputes.downloadFailed')} />
      </div>
      <DisputeFilters
        key={filter.q}
        values={filter}
        onChange={(changes) => params.set({ ...changes, page: '' })}
      />
      {said ? <Alert tone="success">{said}</Alert> : null}
      {list.isPending ? <Loading>{t('disputes.loading')}</Loading> : null}
      {list.isError ? <Alert>{t('disputes.failed')}</Alert> : null}
      {list.data ? (
        <DisputesTable
          page={{
            rows: list.data.disputes,
            pagination: list.data.pagination,
            onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
          }}
          actions={actions}
          emptyText={filter.q || filter.status ? t('disputes.noMatch') : t('disputes.noneOpen')}
        />
      ) : null}
      <AnswerDisputeDialog
        answering={answering}
        onClose={() => setAnswering(null)}
        onAnswered={(message) => {
          setAnswering(null);
          setSaid(message);
        }}
      />
    </>
  );
}
