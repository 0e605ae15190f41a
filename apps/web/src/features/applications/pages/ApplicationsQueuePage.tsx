import { type ApplicationView, fullName } from '@links/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { FilterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import {
  type ApplicationFilter,
  type ApplicationStatusFilter,
  downloadApplications,
  useApplications,
} from '../api/applications';
import { kindWords, StatusPill } from '../components/ApplicationSummary';
import { applicationOrder, applicationStatuses } from '../components/applicationFilters';

const fieldsOf = (t: TFunction) => [
  selectField(
    'status',
    t('applications.filters.status'),
    [...applicationStatuses(t), { value: 'all', label: t('applications.filters.all') }],
    t('applications.filters.status'),
    'Pending',
  ),
  applicationOrder(t),
];

const columnsOf = (t: TFunction): Column<ApplicationView>[] => [
  { header: t('applications.summary.member'), cell: (a) => fullName(a) },
  { header: t('applications.summary.kind'), cell: (a) => t(kindWords[a.kind]) },
  {
    header: t('applications.summary.amount'),
    cell: (a) => <Money cents={kesToCents(a.amount)} />,
    align: 'right',
  },
  {
    header: t('applications.summary.guaranteed'),
    cell: (a) => <Money cents={kesToCents(a.guaranteed)} />,
    align: 'right',
  },
  {
    header: t('applications.summary.shortfall'),
    cell: (a) => <Money cents={kesToCents(a.shortfall)} />,
    align: 'right',
  },
  { header: t('applications.summary.applied'), cell: (a) => formatDay(a.created_at) },
  { header: t('applications.filters.status'), cell: (a) => <StatusPill status={a.status} /> },
  {
    header: t('applications.queue.actions'),
    cell: (a) => (
      <Link className="font-semibold text-brand-700 underline" to={`/loan-applications/${a.id}`}>
        {t('applications.queue.review')}
      </Link>
    ),
  },
];

/** /loan-applications (admin): the applications queue, pending first, searched and paged on the server. */
export function ApplicationsQueuePage() {
  const { t } = useTranslation();
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
      <PageHeader title={t('applications.queue.title')}>{t('applications.queue.intro')}</PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton
          download={() => downloadApplications(filter)}
          failed={t('applications.queue.downloadFailed')}
        />
      </div>
      <FilterBar
        key={filter.q}
        label={t('applications.filters.queueLabel')}
        placeholder={t('applications.filters.queueSearch')}
        fields={fieldsOf(t)}
        values={{ q: filter.q, status: params.get('status'), sort: filter.sort }}
        onChange={(changes) => params.set(changes)}
      />
      {list.isPending ? <Loading>{t('applications.queue.loading')}</Loading> : null}
      {list.isError ? <Alert>{t('applications.queue.failed')}</Alert> : null}
      {list.data ? (
        <Table
          label={t('applications.queue.table')}
          columns={columnsOf(t)}
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
