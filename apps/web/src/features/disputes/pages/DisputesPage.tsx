import type { DisputeView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { choices, filterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { changesGroup } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadDisputes, useDisputes } from '../api/disputes';
import { AnswerDisputeDialog, type Answering } from '../components/AnswerDisputeDialog';
import { DisputesTable } from '../components/DisputesTable';

export const DISPUTES_FAILED = 'Failed to load disputes';

const Filters = filterBar('Filter disputes', 'Member name', [
  selectField(
    'status',
    'Status',
    choices({ Resolved: 'Resolved', Rejected: 'Rejected', all: 'All' }),
    'Open',
  ),
]);

/**
 * /disputes (officials and the auditor): members' "this is wrong" about lines of their statements,
 * the open ones first; a writing official resolves or rejects each with an answer the member is told
 * (docs/decisions/disputes.md).
 */
export function DisputesPage() {
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
      <PageHeader title="Disputes">
        Lines members say are wrong on their statements. Check each against the records and answer it: the
        member is told.
      </PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton download={() => downloadDisputes(filter)} failed="Could not download the disputes" />
      </div>
      <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes, page: '' })} />
      {said ? <Alert tone="success">{said}</Alert> : null}
      {list.isPending ? <Loading>Loading disputes...</Loading> : null}
      {list.isError ? <Alert>{DISPUTES_FAILED}</Alert> : null}
      {list.data ? (
        <DisputesTable
          page={{
            rows: list.data.disputes,
            pagination: list.data.pagination,
            onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
          }}
          actions={actions}
          emptyText={filter.q || filter.status ? 'No dispute matches these filters' : 'No open disputes'}
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
