import { fullName, type rotationSummary } from '@links/domain';
import { Link } from 'react-router';
import type { z } from 'zod';
import { kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useMemberOf } from '../../../components/ui/useMemberSearch';
import { everyLabel, StatusPill } from './rotation-labels';

export type RotationSummary = z.infer<typeof rotationSummary>;

/** The open round's recipient, named from the members' list (the summary carries their id only). */
function Recipient({ userId }: { userId: number | null }) {
  const member = useMemberOf(userId === null ? '' : String(userId), userId !== null);
  if (userId === null) return null;
  return <>{member ? fullName(member) : '…'}</>;
}

const columns: Column<RotationSummary>[] = [
  {
    header: 'Name',
    cell: (r) => (
      <Link
        to={`/rotations/${r.rotation_id}`}
        className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        {r.name}
      </Link>
    ),
  },
  kesColumn('Per member', (r) => r.amount_per_member),
  { header: 'How often', cell: (r) => everyLabel[r.every] },
  {
    header: 'Open round',
    cell: (r) => (r.open_round === null ? null : `Round ${r.open_round} of ${r.members}`),
  },
  { header: 'Recipient', cell: (r) => <Recipient userId={r.recipient_id} /> },
  { header: 'Status', cell: (r) => <StatusPill status={r.status} /> },
];

/**
 * The merry-go-rounds of one server page, newest first (docs/decisions/rotations.md, "A rotation"):
 * each opens its schedule.
 */
export function RotationsTable({ page, emptyText }: { page: PagedRows<RotationSummary>; emptyText: string }) {
  return (
    <Table
      label="Merry-go-rounds"
      columns={columns}
      rows={page.rows}
      rowKey={(r) => r.rotation_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
    />
  );
}
