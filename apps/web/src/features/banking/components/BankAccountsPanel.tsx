import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { SEARCH_AND_ORDER } from '../../../components/ui/FilterBar';
import { Loaded } from '../../../components/ui/Loaded';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { downloadBankAccounts, useBankAccountPage } from '../api/get-bank-accounts';
import { BankAccountsTable } from './BankAccountsTable';
import { BankAccountFilters } from './BankingFilters';
import { CreateBankAccountForm } from './CreateBankAccountForm';

/** The Bank Account tab of /expenses: the group's accounts and the form that adds one. */
export function BankAccountsPanel() {
  const { values, setPage, change, query: accounts } = useListPage(SEARCH_AND_ORDER, useBankAccountPage);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <BankAccountFilters key={values.q} values={values} onChange={change} />
        <ListDownload
          download={() => downloadBankAccounts(values)}
          failed="Could not download the bank accounts"
        />
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
      <ChangesGroup>
        <Card title="Add bank account" className="lg:order-last">
          <CreateBankAccountForm />
        </Card>
      </ChangesGroup>
    </div>
  );
}
