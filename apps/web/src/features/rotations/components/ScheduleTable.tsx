import { fullName, type RotationView } from '@links/domain';
import { kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { roundDay, StatusPill } from './rotation-labels';

type Round = RotationView['rounds'][number];
type Member = RotationView['members'][number];

/** A figure of a released round only: what was paid out and what was missing. */
const paidOut = (header: string, value: (round: Round) => number): Column<Round> => ({
  header,
  align: 'right',
  cell: (round) =>
    round.status === 'Released' ? (
      <Money
        cents={kesToCents(value(round))}
        className={header === 'Shortfall' && value(round) > 0 ? 'font-semibold text-red-700' : ''}
      />
    ) : null,
});

const roundColumns = (me: number | undefined): Column<Round>[] => [
  { header: 'Round', cell: (round) => `Round ${round.number}` },
  { header: 'Day', cell: (round) => <span className="whitespace-nowrap">{roundDay(round.due_on)}</span> },
  {
    header: 'Recipient',
    cell: (round) =>
      round.recipient.user_id === me ? `${fullName(round.recipient)} (you)` : fullName(round.recipient),
  },
  kesColumn('Expected', (round) => round.expected),
  kesColumn('Received', (round) => round.received),
  {
    header: 'Status',
    cell: (round) => (
      <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
        <StatusPill status={round.status} />
        {round.released_on ? (
          <span className="whitespace-nowrap text-xs text-slate-500">{formatDate(round.released_on)}</span>
        ) : null}
      </span>
    ),
  },
  paidOut('Paid out', (round) => round.released),
  paidOut('Shortfall', (round) => round.shortfall),
];

/**
 * The schedule (docs/decisions/rotations.md, "A rotation"): each round's day, recipient, what it is
 * to collect and has received, its status, and once paid out what was paid and the shortfall
 * (docs/decisions/rotations.md, "The pot"). On a phone each round is a card.
 */
export function ScheduleTable({ rounds, me }: { rounds: RotationView['rounds']; me: number | undefined }) {
  return (
    <Table
      label="Schedule"
      columns={roundColumns(me)}
      rows={rounds}
      rowKey={(round) => round.number}
      paged={false}
      wide
    />
  );
}

const memberColumns = (me: number | undefined): Column<Member>[] => [
  {
    header: 'Member',
    cell: (m) => (m.user_id === me ? `${fullName(m)} (you)` : fullName(m)),
  },
  { header: 'Their round', cell: (m) => `Round ${m.round}` },
  kesColumn('Owes now', (m) => m.owes),
];

/**
 * The members with their round and what they owe now: the open round's amount and any round paid
 * out short of them (docs/decisions/rotations.md, "Paying in").
 */
export function MembersTable({ members, me }: { members: RotationView['members']; me: number | undefined }) {
  return (
    <Table
      label="Members"
      columns={memberColumns(me)}
      rows={members}
      rowKey={(m) => m.user_id}
      paged={false}
    />
  );
}
