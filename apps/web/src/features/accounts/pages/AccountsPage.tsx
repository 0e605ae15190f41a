import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { type MemberAccount, useAccounts } from '../api/get-accounts';
import { AccountsTable } from '../components/AccountsTable';
import { CreateAccountForm } from '../components/CreateAccountForm';
import { ProfileCardModal } from '../components/ProfileCardModal';

/** /accounts (admin): the create-account form, every account, and the profile card (spec §2). */
export function AccountsPage() {
  const accounts = useAccounts();
  // The account stays set while the dialog fades out, so its content does not flash away.
  const [viewing, setViewing] = useState<MemberAccount | null>(null);
  const [open, setOpen] = useState(false);
  const view = (account: MemberAccount) => {
    setViewing(account);
    setOpen(true);
  };
  return (
    <>
      <PageHeader title="Accounts">
        Member accounts, their savings and what each owes a month. Amounts in KES.
      </PageHeader>
      <div className="space-y-6">
        <CreateAccountForm accounts={accounts.data} />
        {accounts.isPending ? (
          <Loading>Loading accounts...</Loading>
        ) : accounts.isError ? (
          <Alert>Error loading accounts</Alert>
        ) : (
          <AccountsTable accounts={accounts.data} onView={view} />
        )}
      </div>
      <ProfileCardModal account={viewing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
