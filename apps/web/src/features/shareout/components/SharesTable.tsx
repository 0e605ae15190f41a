import type { ShareOutMemberLine, ShareOutPreview } from '@links/domain';
import { kesColumn, textColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';

type Row = ShareOutMemberLine & { total?: boolean };
const bold = (row: Row) => row.total === true;

/** Every member's basis, share, tax withheld and net, with the totals as the last row. */
export function SharesTable({ shareOut, label }: { shareOut: ShareOutPreview; label: string }) {
  const { t } = useTranslation();
  const columns: Column<Row>[] = [
    textColumn(t('shareout.shares.member'), (row) => row.name, bold),
    kesColumn(t('shareout.shares.basis'), (row) => row.basis, bold),
    kesColumn(t('shareout.shares.share'), (row) => row.share, bold),
    kesColumn(t('shareout.shares.withholding'), (row) => row.withholding, bold),
    kesColumn(t('shareout.shares.net'), (row) => row.net, bold),
  ];
  const totals: Row = {
    user_id: 0,
    name: t('shareout.shares.totals', { members: shareOut.members.length }),
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
