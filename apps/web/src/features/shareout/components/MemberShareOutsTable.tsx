import { formatPercent, type MemberShareOut } from '@links/domain';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { methodLabel, payoutLabel, periodLabel } from './terms';

/**
 * A member's lines of the share-outs with the figures to check them by: the share is the group's
 * surplus times the member's basis over the total basis, to the cent.
 */
export function MemberShareOutsTable({
  rows,
  serverPaging,
  label,
}: {
  rows: readonly MemberShareOut[];
  serverPaging?: ServerPaging;
  /** The table's name; `My share-outs` unless told. */
  label?: string;
}) {
  const { t } = useTranslation();
  const columns: Column<MemberShareOut>[] = [
    textColumn(t('shareout.columns.period'), (row) => periodLabel(row)),
    textColumn(t('shareout.columns.method'), (row) => methodLabel(t, row.method)),
    kesColumn(t('shareout.columns.yourBasis'), (row) => row.basis),
    kesColumn(t('shareout.columns.totalBasis'), (row) => row.total_basis),
    kesColumn(t('shareout.columns.groupSurplus'), (row) => row.distributable),
    kesColumn(t('shareout.columns.yourShare'), (row) => row.share),
    textColumn(t('shareout.columns.tax'), (row) => formatPercent(row.withholding_rate)),
    kesColumn(t('shareout.columns.withheld'), (row) => row.withholding),
    kesColumn(t('shareout.columns.net'), (row) => row.net),
    textColumn(t('shareout.columns.paid'), (row) => payoutLabel(t, row.payout)),
    dateColumn(t('shareout.columns.paidOn'), (row) => row.paid_on),
  ];
  return (
    <Table
      label={label ?? t('shareout.mine.table')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.share_out_id}
      emptyText={t('shareout.mine.none')}
      paged={serverPaging !== undefined}
      {...(serverPaging ? { serverPaging } : {})}
      wide
    />
  );
}
