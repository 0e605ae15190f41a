import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { changesGroup } from '../../../lib/session';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadExpenses, useExpensePage } from '../api/get-expenses';
import { EXPENSE_FILTERS, ExpenseFilters } from './BankingFilters';
import { ExpensesTable } from './ExpensesTable';
import { ReverseExpenseDialog } from './ReverseExpenseDialog';

/**
 * The Expenses tab of /expenses: newest first, ten to a page from the server, searched, filtered
 * and ordered there, with the choices in the URL, and downloadable as CSV with the same filters.
 */
export function ExpensesPanel() {
  const { t } = useTranslation();
  const { values, setPage, change, query: expenses } = useListPage(EXPENSE_FILTERS, useExpensePage);
  // The auditor reads the list without its changes (docs/decisions/offices.md).
  const official = changesGroup(useStoredUser());
  const [reversing, setReversing] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; waiting: boolean } | null>(null);
  const onReverse = (id: number) => {
    setOutcome(null);
    setReversing(id);
  };
  return (
    <>
      {outcome ? (
        <div className="mb-4">
          <Alert tone={outcome.waiting ? 'info' : 'success'}>{outcome.message}</Alert>
        </div>
      ) : null}
      <ExpenseFilters key={values.q} values={values} onChange={change} />
      <ListDownload download={() => downloadExpenses(values)} failed={t('banking.expenses.downloadFailed')} />
      <Loaded
        query={expenses}
        loading={t('banking.expenses.loading')}
        failed={listFailure(expenses.error, t('banking.expenses.failed'))}
      >
        {(data) => (
          <ExpensesTable
            rows={data.expenses}
            pagination={data.pagination}
            onPageChange={setPage}
            {...(official ? { onReverse } : {})}
          />
        )}
      </Loaded>
      {official ? (
        <ReverseExpenseDialog
          expenseId={reversing}
          onClose={() => setReversing(null)}
          onDone={(done) => {
            setReversing(null);
            setOutcome(done);
          }}
        />
      ) : null}
    </>
  );
}
