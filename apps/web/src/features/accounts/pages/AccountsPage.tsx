import type { MemberAccountRow } from '@links/domain';
import { useState } from 'react';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { SEARCH_AND_ORDER } from '../../../components/ui/FilterBar';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { downloadAccounts, useAccountPage } from '../api/get-accounts';
import { AccountFilters } from '../components/AccountFilters';
import { AccountsTable } from '../components/AccountsTable';
import { CreateAccountForm } from '../components/CreateAccountForm';
import { ProfileCardModal } from '../components/ProfileCardModal';

/**
 * /accounts (admin): the create-account form, every account, and the profile card
 * (docs/spec/screens.md, "Summary cards").
 */
export function AccountsPage() {
  const { t } = useTranslation();
  const { values, setPage, change, query: accounts } = useListPage(SEARCH_AND_ORDER, useAccountPage);
  // The account stays set while the dialog fades out, so its content does not flash away.
  const [viewing, setViewing] = useState<MemberAccountRow | null>(null);
  const [open, setOpen] = useState(false);
  const view = (account: MemberAccountRow) => {
    setViewing(account);
    setOpen(true);
  };
  return (
    <>
      <PageHeader title={t('accounts.title')}>{t('accounts.intro')}</PageHeader>
      <div className="space-y-6">
        <ChangesGroup>
          <CreateAccountForm />
        </ChangesGroup>
        <div>
          <AccountFilters key={values.q} values={values} onChange={change} />
          <ListDownload download={() => downloadAccounts(values)} failed={t('accounts.downloadFailed')} />
          <Loaded
            query={accounts}
            loading={t('accounts.loading')}
            failed={listFailure(accounts.error, t('accounts.failed'))}
          >
            {(data) => (
              <AccountsTable
                rows={data.accounts}
                onView={view}
                pagination={data.pagination}
                onPageChange={setPage}
              />
            )}
          </Loaded>
        </div>
      </div>
      <ProfileCardModal account={viewing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
