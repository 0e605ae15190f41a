import { type ApplicationView, formatDate } from '@links/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { type ApplicationStatusFilter, useApplications } from '../api/applications';
import { StatusPill } from '../components/ApplicationSummary';

export const APPLICATIONS_FAILED = 'Failed to load loan applications';
const filters = [
  { value: 'Pending', label: 'Pending' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const columns: Column<ApplicationView>[] = [
  { header: 'Member', cell: (a) => `${a.firstname} ${a.lastname}` },
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

/** /loan-applications (admin): the applications queue, pending first, paged on the server. */
export function ApplicationsQueuePage() {
  const [status, setStatus] = useState<ApplicationStatusFilter>('Pending');
  const [page, setPage] = useState(1);
  const list = useApplications(status, page);
  return (
    <>
      <PageHeader title="Loan Applications">Members' applications; approve or reject each once.</PageHeader>
      <Select
        className="mb-4 max-w-xs"
        label="Status"
        value={status}
        onChange={(value) => {
          setStatus(value as ApplicationStatusFilter);
          setPage(1);
        }}
        options={filters}
        placeholder="Status"
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
          serverPaging={{ page, pages: Math.max(1, list.data.pagination.pages), onPageChange: setPage }}
        />
      ) : null}
    </>
  );
}
