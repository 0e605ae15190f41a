import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { useBankAccounts } from '../api/get-bank-accounts';
import { BankAccountsTable } from './BankAccountsTable';
import { CreateBankAccountForm } from './CreateBankAccountForm';

/** The Bank Account tab of /expenses: the group's accounts and the form that adds one. */
export function BankAccountsPanel() {
  const accounts = useBankAccounts();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        {accounts.isPending ? (
          <Loading>Loading bank accounts...</Loading>
        ) : accounts.isError ? (
          <Alert>Failed to load bank accounts</Alert>
        ) : (
          <BankAccountsTable accounts={accounts.data} />
        )}
      </div>
      <Card title="Add bank account" className="lg:order-last">
        <CreateBankAccountForm />
      </Card>
    </div>
  );
}
