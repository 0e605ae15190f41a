import type { BankAccountRow } from '@links/domain';
import { kesColumn, nameColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';

/** docs/spec/screens.md, "Other tables", Bank accounts: Account Name, Amount (the balance); a server page. */
export function BankAccountsTable(page: PagedRows<BankAccountRow>) {
  const { t } = useTranslation();
  const columns: Column<BankAccountRow>[] = [
    nameColumn(t('banking.accounts.name'), (row) => row.name),
    kesColumn(t('banking.accounts.amount'), (row) => row.amount),
  ];
  return (
    <Table label={t('banking.accounts.table')} columns={columns} rowKey={(row) => row.account_id} {...page} />
  );
}
