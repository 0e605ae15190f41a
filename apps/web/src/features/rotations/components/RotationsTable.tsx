import { fullName, type rotationSummary } from '@links/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useMemberOf } from '../../../components/ui/useMemberSearch';
import { useTranslation } from '../../../i18n';
import { everyLabel, StatusPill } from './rotation-labels';

export type RotationSummary = z.infer<typeof rotationSummary>;

/** The open round's recipient, named from the members' list (the summary carries their id only). */
function Recipient({ userId }: { userId: number | null }) {
  const member = useMemberOf(userId === null ? '' : String(userId), userId !== null);
  if (userId === null) return null;
  return <>{member ? fullName(member) : '…'}</>;
}

const columnsOf = (t: TFunction): Column<RotationSummary>[] => [
  {
    header: t('rotations.list.columns.name'),
    cell: (r) => (
      <Link
        to={`/rotations/${r.rotation_id}`}
        className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        {r.name}
      </Link>
    ),
  },
  kesColumn(t('rotations.list.columns.perMember'), (r) => r.amount_per_member),
  { header: t('rotations.list.columns.every'), cell: (r) => everyLabel(t, r.every) },
  {
    header: t('rotations.list.columns.openRound'),
    cell: (r) =>
      r.open_round === null
        ? null
        : t('rotations.list.openRound', { round: r.open_round, members: r.members }),
  },
  { header: t('rotations.list.columns.recipient'), cell: (r) => <Recipient userId={r.recipient_id} /> },
  { header: t('rotations.list.columns.status'), cell: (r) => <StatusPill status={r.status} /> },
];

/**
 * The merry-go-rounds of one server page, newest first (docs/decisions/rotations.md, "A rotation"):
 * each opens its schedule.
 */
export function RotationsTable({ page, emptyText }: { page: PagedRows<RotationSummary>; emptyText: string }) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('rotations.list.table')}
      columns={columnsOf(t)}
      rows={page.rows}
      rowKey={(r) => r.rotation_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
    />
  );
}
