import { formatKES } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { kesColumn, textColumn } from '../../../components/ui/columns';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { useTrialBalance } from '../api/get-trial-balance';
import type { TrialBalanceAnswer } from '../api/types';
import { accountColumn, typeLabel } from './columns';
import type { BooksParams } from './useBooksParams';

export const TRIAL_BALANCE_FAILED = 'Failed to load the trial balance';

type Line = TrialBalanceAnswer['lines'][number];
interface Row extends Omit<Line, 'account_id'> {
  account_id: number | 'total';
}
const isTotal = (row: Row) => row.account_id === 'total';

const columns: Column<Row>[] = [
  accountColumn((row) => row, isTotal),
  textColumn('Type', (row) => (isTotal(row) ? '' : typeLabel(row.type))),
  kesColumn('Debit', (row) => row.debit, isTotal, true),
  kesColumn('Credit', (row) => row.credit, isTotal, true),
];

/** Whether debits equal credits, said in words: the first thing a treasurer checks. */
function BalanceVerdict({ debit, credit }: { debit: number; credit: number }) {
  const difference = kesToCents(debit) - kesToCents(credit);
  if (difference === 0) {
    return (
      <Alert tone="success">
        The trial balance balances: debits and credits are both {formatKES(kesToCents(debit))}.
      </Alert>
    );
  }
  return (
    <Alert>
      The trial balance does not balance: {difference > 0 ? 'debits exceed credits' : 'credits exceed debits'}{' '}
      by {formatKES(Math.abs(difference))}.
    </Alert>
  );
}

/** Every account with a balance on its debit or credit side as of a date, with totals. */
export function TrialBalancePanel({ params }: { params: BooksParams }) {
  const trial = useTrialBalance(params.asOf);
  return (
    <>
      <ReportFilters label="Trial balance date">
        <DateFilter label="As of" value={params.asOf} onChange={(as_of) => params.set({ as_of })} />
      </ReportFilters>
      <Loaded query={trial} loading="Loading trial balance..." failed={TRIAL_BALANCE_FAILED}>
        {(data) => (
          <div className="space-y-4">
            <BalanceVerdict debit={data.total_debit} credit={data.total_credit} />
            <Table
              label="Trial balance"
              columns={columns}
              rows={[
                ...data.lines,
                {
                  account_id: 'total',
                  code: '',
                  name: 'Total',
                  type: 'asset',
                  debit: data.total_debit,
                  credit: data.total_credit,
                },
              ]}
              rowKey={(row) => row.account_id}
              paged={false}
              wide
            />
          </div>
        )}
      </Loaded>
    </>
  );
}
