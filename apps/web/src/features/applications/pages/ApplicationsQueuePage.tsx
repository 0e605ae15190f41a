import { type ApplicationView, fullName } from '@links/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { FilterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import {
  type ApplicationFilter,
  type ApplicationStatusFilter,
  downloadApplications,
  useApplications,
} from '../api/applications';
import { StatusPill } from '../components/ApplicationSummary';
import { APPLICATION_STATUSES, applicationOrder } from '../components/applicationFilters';

export const APPLICATIONS_FAILED = 'Failed to load loan applications';
const fields = [
  selectField(
    'status',
    'Status',
    [...APPLICATION_STATUSES, { value: 'all', label: 'All' }],
    'Status',
    'Pending',
  ),
  applicationOrder,
];

const columns: Column<ApplicationView>[] = [
  { header: 'Member', cell: (a) => fullName(a) },
  { header: 'Kind', cell: (a) => (a.kind === 'long_term' ? 'Long term' : 'Short term') },
  { header: 'Amount', cell: (a) => <Money cents={kesToCents(a.amount)} />, align: 'right' },
  { header: 'Guaranteed', cell: (a) => <Money cents={kesToCents(a.guaranteed)} />, align: 'right' },
  { header: 'Shortfall', cell: (a) => <Money cents={kesToCents(a.shortfall)} />, align: 'right' },
  { header: 'Applied', cell: (a) => formatDate(a.created_at) },
  { header: 'Status', cell: (a) => <StatusPill status={a.status} /> },
  {
    header: 'Actions',
    cell: (a) => (
      <Link className="font-semibold text-brand-700 underline" to={`/loan-applications/${a.id}`}>
        Review
      </Link>
    ),
  },
];

/** /loan-applications (admin): the applications queue, pending first, searched and paged on the server. */
export function ApplicationsQueuePage() {
  const params = useQueryParams<'q' | 'status' | 'sort' | 'page'>();
  const filter: ApplicationFilter = {
    q: params.get('q'),
    status: (params.get('status') || 'Pending') as ApplicationStatusFilter,
    sort: params.get('sort'),
  };
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  const list = useApplications(filter, params.page);
  useKeepPageInRange(params.page, list.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader title="Loan Applications">Members' applications; approve or reject each once.</PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton
          download={() => downloadApplications(filter)}
          failed="Could not download the applications"
        />
      </div>
      <FilterBar
        key={filter.q}
        label="Filter applications"
        placeholder="Member name"
        fields={fields}
        values={{ q: filter.q, status: params.get('status'), sort: filter.sort }}
        onChange={(changes) => params.set(changes)}
      />
      {list.isPending ? <Loading>Loading applications...</Loading> : null}
      {list.isError ? <Alert>{APPLICATIONS_FAILED}</Alert> : null}
      {list.data ? (
        <Table
          label="Loan applications"
          columns={columns}
          rows={list.data.applications}
          rowKey={(a) => a.id}
          wide
          pagination={{ ...list.data.pagination, page: params.page }}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
