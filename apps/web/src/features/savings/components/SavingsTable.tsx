import type { SavingRow } from '@links/domain';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { msg, useTranslation } from '../../../i18n';

const memberName = (row: SavingRow) => `${row.user_firstname} ${row.user_lastname}`.trim();

/**
 * docs/spec/screens.md, "Other tables", Savings: User, Amount Saved, Expected Saving, Actions (View Saving).
 */
export function SavingsTable(page: PagedRows<SavingRow>) {
  const { t } = useTranslation();
  const columns: Column<SavingRow>[] = [
    nameColumn(t('savings.table.user'), (row) => memberName(row)),
    kesColumn(t('savings.table.amountSaved'), (row) => row.amount_saved),
    kesColumn(t('savings.table.expectedSaving'), (row) => row.expected_saving),
    {
      header: t('savings.table.actions'),
      align: 'right',
      cell: (row) => (
        <Link to={`/saving-details/${row.saving_id}`} className={rowActionClass}>
          <Trans
            i18nKey={msg('savings.table.view')}
            values={{ name: memberName(row) }}
            // The name stands apart from the words around it: the member's, not the catalogue's.
            components={{ 1: <span className="sr-only" />, 2: <span /> }}
          />
        </Link>
      ),
    },
  ];
  return (
    <Table label={t('savings.table.label')} columns={columns} rowKey={(row) => row.saving_id} {...page} />
  );
}
