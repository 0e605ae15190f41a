import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { SEARCH_AND_ORDER } from '../../../components/ui/FilterBar';
import { Loaded } from '../../../components/ui/Loaded';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { listFailure, useListParams } from '../../../lib/useListParams';
import { downloadBankAccounts, useBankAccountPage } from '../api/get-bank-accounts';
import { BankAccountsTable } from './BankAccountsTable';
import { BankAccountFilters } from './BankingFilters';
import { CreateBankAccountForm } from './CreateBankAccountForm';

/** The Bank Account tab of /expenses: the group's accounts and the form that adds one. */
export function BankAccountsPanel() {
  const { values, page, setPage, change } = useListParams(SEARCH_AND_ORDER);
  const accounts = useBankAccountPage(page, values);
  useKeepPageInRange(page, accounts.data?.pagination?.pages, setPage);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <BankAccountFilters key={values.q} values={values} onChange={change} />
        <div className="mb-3 flex justify-end">
          <DownloadButton
            download={() => downloadBankAccounts(values)}
            failed="Could not download the bank accounts"
          />
        </div>
        <Loaded
          query={accounts}
          loading="Loading bank accounts..."
          failed={listFailure(accounts.error, 'Failed to load bank accounts')}
        >
          {(data) => (
            <BankAccountsTable rows={data.accounts} pagination={data.pagination} onPageChange={setPage} />
          )}
        </Loaded>
      </div>
      <Card title="Add bank account" className="lg:order-last">
        <CreateBankAccountForm />
      </Card>
    </div>
  );
}
