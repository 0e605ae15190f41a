import type { MemberAccountRow } from '@links/domain';
import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { fullName } from '../../members';

/** docs/spec/screens.md, "Other tables", Accounts: User, Email, Savings, Monthly Expected, View. */
export function AccountsTable({
  onView,
  ...page
}: PagedRows<MemberAccountRow> & { onView: (account: MemberAccountRow) => void }) {
  const { t } = useTranslation();
  const columns: Column<MemberAccountRow>[] = [
    nameColumn(t('accounts.table.user'), (row) => fullName(row)),
    { header: t('accounts.table.email'), cell: (row) => <span className="break-all">{row.email}</span> },
    kesColumn(t('accounts.table.savings'), (row) => row.savings),
    kesColumn(t('accounts.table.monthlyExpected'), (row) => row.monthly_expected),
    {
      header: t('accounts.table.view'),
      align: 'right',
      cell: (row) => (
        <button type="button" onClick={() => onView(row)} className={rowActionClass}>
          {t('accounts.table.view')}
          <span className="sr-only"> {t('accounts.table.profileOf', { name: fullName(row) })}</span>
        </button>
      ),
    },
  ];
  return (
    <Table label={t('accounts.table.label')} columns={columns} rowKey={(row) => row.account_id} {...page} />
  );
}
