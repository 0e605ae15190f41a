import type { ShareOutMemberLine, ShareOutPreview } from '@links/domain';
import { kesColumn, textColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';

type Row = ShareOutMemberLine & { total?: boolean };
const bold = (row: Row) => row.total === true;

const columns: Column<Row>[] = [
  textColumn('Member', (row) => row.name, bold),
  kesColumn('Basis', (row) => row.basis, bold),
  kesColumn('Share', (row) => row.share, bold),
  kesColumn('Withholding', (row) => row.withholding, bold),
  kesColumn('Net', (row) => row.net, bold),
];

/** Every member's basis, share, tax withheld and net, with the totals as the last row. */
export function SharesTable({ shareOut, label }: { shareOut: ShareOutPreview; label: string }) {
  const totals: Row = {
    user_id: 0,
    name: `Totals (${shareOut.members.length} members)`,
    basis: shareOut.total_basis,
    share: shareOut.total_share,
    withholding: shareOut.total_withholding,
    net: shareOut.total_net,
    total: true,
  };
  return (
    <Table
      label={label}
      columns={columns}
      rows={[...shareOut.members, totals]}
      rowKey={(row) => row.user_id}
      paged={false}
    />
  );
}
