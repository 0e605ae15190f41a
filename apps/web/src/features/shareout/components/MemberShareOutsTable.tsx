import {
  formatPercent,
  type MemberShareOut,
  shareOutMethodLabels,
  shareOutPayoutLabels,
} from '@links/domain';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { periodLabel } from './terms';

const columns: Column<MemberShareOut>[] = [
  textColumn('Period', (row) => periodLabel(row)),
  textColumn('Method', (row) => shareOutMethodLabels[row.method]),
  kesColumn('Your basis', (row) => row.basis),
  kesColumn('Total basis', (row) => row.total_basis),
  kesColumn('Group surplus', (row) => row.distributable),
  kesColumn('Your share', (row) => row.share),
  textColumn('Tax', (row) => formatPercent(row.withholding_rate)),
  kesColumn('Withheld', (row) => row.withholding),
  kesColumn('Net', (row) => row.net),
  textColumn('Paid', (row) => shareOutPayoutLabels[row.payout]),
  dateColumn('Paid on', (row) => row.paid_on),
];

/**
 * A member's lines of the share-outs with the figures to check them by: the share is the group's
 * surplus times the member's basis over the total basis, to the cent.
 */
export function MemberShareOutsTable({
  rows,
  serverPaging,
  label = 'My share-outs',
}: {
  rows: readonly MemberShareOut[];
  serverPaging?: ServerPaging;
  label?: string;
}) {
  return (
    <Table
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.share_out_id}
      emptyText="No share-outs yet"
      paged={serverPaging !== undefined}
      {...(serverPaging ? { serverPaging } : {})}
      wide
    />
  );
}
