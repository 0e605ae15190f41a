import { type ArrearsAnswer, fullName } from '@links/domain';
import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { type Column, Table } from '../../../components/ui/Table';
import { msg, useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { FinesSection } from '../../fines';
import { ARREARS_FILTERS, type ArrearsFilter, downloadArrears, useArrears } from '../api/arrears';
import { ArrearsFilters } from '../components/ArrearsFilters';
import { ParChart } from '../components/ParChart';

type Row = ArrearsAnswer['loans'][number];

const money = (value: number) => <Money cents={kesToCents(value)} />;
const columnsOf = (t: TFunction): Column<Row>[] => [
  { header: t('arrears.table.member'), cell: (r) => fullName(r) },
  {
    header: t('arrears.table.loan'),
    cell: (r) => (
      <Link className="font-semibold text-brand-700 underline" to={`/loans/${r.loan_id}`}>
        {r.kind === 'long_term'
          ? t('arrears.table.longTermRef', { id: r.loan_id })
          : t('arrears.table.shortTermRef', { id: r.loan_id })}
      </Link>
    ),
  },
  { header: t('arrears.table.daysPastDue'), cell: (r) => r.days_past_due, align: 'right' },
  { header: t('arrears.table.oldestDue'), cell: (r) => formatDay(r.oldest_due_date) },
  { header: t('arrears.table.principal'), cell: (r) => money(r.overdue_principal), align: 'right' },
  { header: t('arrears.table.interest'), cell: (r) => money(r.overdue_interest), align: 'right' },
  { header: t('arrears.table.fines'), cell: (r) => money(r.fines), align: 'right' },
  { header: t('arrears.table.outstanding'), cell: (r) => money(r.principal_outstanding), align: 'right' },
];

/**
 * /arrears (admin): portfolio at risk by days past due, every loan in arrears, and the fines, each
 * waivable with a reason (docs/decisions/lending.md, "Fines").
 */
export function ArrearsPage() {
  const { t } = useTranslation();
  const params = useQueryParams<(typeof ARREARS_FILTERS)[number] | 'page'>();
  const filter = Object.fromEntries(ARREARS_FILTERS.map((name) => [name, params.get(name)])) as ArrearsFilter;
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  const arrears = useArrears(params.page, filter);
  useKeepPageInRange(params.page, arrears.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader title={t('arrears.title')}>{t('arrears.intro')}</PageHeader>
      {arrears.isPending ? <Loading>{t('arrears.loading')}</Loading> : null}
      {arrears.isError ? <Alert>{t('arrears.failed')}</Alert> : null}
      {arrears.data ? (
        <div className="space-y-6">
          <Card
            title={t('arrears.par.title')}
            description={
              <Trans
                i18nKey={msg('arrears.par.description')}
                components={{ 1: <Money cents={kesToCents(arrears.data.total_outstanding)} currency /> }}
              />
            }
          >
            <ParChart buckets={arrears.data.buckets} />
          </Card>
          <div>
            <div className="mb-3 flex justify-end">
              <DownloadButton download={() => downloadArrears(filter)} failed={t('arrears.downloadFailed')} />
            </div>
            <ArrearsFilters key={filter.q} values={filter} onChange={params.set} />
            <Table
              label={t('arrears.table.label')}
              columns={columnsOf(t)}
              rows={arrears.data.loans}
              rowKey={(r) => r.loan_id}
              wide
              emptyText={filter.q || filter.bucket ? t('arrears.table.noMatch') : t('arrears.table.empty')}
              serverPaging={{
                page: params.page,
                pages: Math.max(1, arrears.data.pagination.pages),
                onPageChange: setPage,
              }}
            />
          </div>
        </div>
      ) : null}
      <div className="mt-6">
        <FinesSection />
      </div>
    </>
  );
}
