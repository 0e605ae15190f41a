import { type ArrearsAnswer, fullName } from '@links/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { FinesSection } from '../../fines';
import { ARREARS_FILTERS, type ArrearsFilter, downloadArrears, useArrears } from '../api/arrears';
import { ArrearsFilters } from '../components/ArrearsFilters';
import { ParChart } from '../components/ParChart';

export const ARREARS_FAILED = 'Failed to load arrears';
type Row = ArrearsAnswer['loans'][number];

const money = (value: number) => <Money cents={kesToCents(value)} />;
const columns: Column<Row>[] = [
  { header: 'Member', cell: (r) => fullName(r) },
  {
    header: 'Loan',
    cell: (r) => (
      <Link className="font-semibold text-brand-700 underline" to={`/loans/${r.loan_id}`}>
        #{r.loan_id} {r.kind === 'long_term' ? 'LTL' : 'STL'}
      </Link>
    ),
  },
  { header: 'Days Past Due', cell: (r) => r.days_past_due, align: 'right' },
  { header: 'Oldest Due', cell: (r) => formatDate(r.oldest_due_date) },
  { header: 'Principal', cell: (r) => money(r.overdue_principal), align: 'right' },
  { header: 'Interest', cell: (r) => money(r.overdue_interest), align: 'right' },
  { header: 'Fines', cell: (r) => money(r.fines), align: 'right' },
  { header: 'Outstanding', cell: (r) => money(r.principal_outstanding), align: 'right' },
];

/**
 * /arrears (admin): portfolio at risk by days past due, every loan in arrears, and the fines, each
 * waivable with a reason (docs/decisions/lending.md, "Fines").
 */
export function ArrearsPage() {
  const params = useQueryParams<(typeof ARREARS_FILTERS)[number] | 'page'>();
  const filter = Object.fromEntries(ARREARS_FILTERS.map((name) => [name, params.get(name)])) as ArrearsFilter;
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  const arrears = useArrears(params.page, filter);
  useKeepPageInRange(params.page, arrears.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader title="Arrears">
        Loans with an installment past due, as of today, and the fines members owe. Amounts in KES.
      </PageHeader>
      {arrears.isPending ? <Loading>Loading arrears...</Loading> : null}
      {arrears.isError ? <Alert>{ARREARS_FAILED}</Alert> : null}
      {arrears.data ? (
        <div className="space-y-6">
          <Card
            title="Portfolio at risk"
            description={
              <>
                Share of all principal outstanding (
                <Money cents={kesToCents(arrears.data.total_outstanding)} currency />) on loans in each
                bucket.
              </>
            }
          >
            <ParChart buckets={arrears.data.buckets} />
          </Card>
          <div>
            <div className="mb-3 flex justify-end">
              <DownloadButton
                download={() => downloadArrears(filter)}
                failed="Could not download the arrears"
              />
            </div>
            <ArrearsFilters key={filter.q} values={filter} onChange={params.set} />
            <Table
              label="Loans in arrears"
              columns={columns}
              rows={arrears.data.loans}
              rowKey={(r) => r.loan_id}
              wide
              emptyText={filter.q || filter.bucket ? 'No loans in arrears match' : 'No loans in arrears'}
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
