import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { SEARCH_AND_ORDER } from '../../../components/ui/FilterBar';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { downloadBankAccounts, useBankAccountPage } from '../api/get-bank-accounts';
import { BankAccountsTable } from './BankAccountsTable';
import { BankAccountFilters } from './BankingFilters';
import { CreateBankAccountForm } from './CreateBankAccountForm';

/** The Bank Account tab of /expenses: the group's accounts and the form that adds one. */
export function BankAccountsPanel() {
  const { t } = useTranslation();
  const { values, setPage, change, query: accounts } = useListPage(SEARCH_AND_ORDER, useBankAccountPage);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <BankAccountFilters key={values.q} values={values} onChange={change} />
        <ListDownload
          download={() => downloadBankAccounts(values)}
          failed={t('banking.accounts.downloadFailed')}
        />
        <Loaded
          query={accounts}
          loading={t('banking.accounts.loading')}
          failed={listFailure(accounts.error, t('banking.accounts.failed'))}
        >
          {(data) => (
            <BankAccountsTable rows={data.accounts} pagination={data.pagination} onPageChange={setPage} />
          )}
        </Loaded>
      </div>
      <ChangesGroup>
        <Card title={t('banking.accounts.add')} className="lg:order-last">
          <CreateBankAccountForm />
        </Card>
      </ChangesGroup>
    </div>
  );
}
