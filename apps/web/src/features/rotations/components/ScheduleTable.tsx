import { fullName, type RotationView } from '@links/domain';
import type { TFunction } from 'i18next';
import { kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { roundDay, StatusPill } from './rotation-labels';

type Round = RotationView['rounds'][number];
type Member = RotationView['members'][number];

/** A figure of a released round only: what was paid out and what was missing (in red when any). */
const paidOut = (header: string, value: (round: Round) => number, missing = false): Column<Round> => ({
  header,
  align: 'right',
  cell: (round) =>
    round.status === 'Released' ? (
      <Money
        cents={kesToCents(value(round))}
        className={missing && value(round) > 0 ? 'font-semibold text-red-700' : ''}
      />
    ) : null,
});

/** A member as a row names them, `(you)` after the signed-in member. */
const named = (t: TFunction, person: Member | Round['recipient'], me: number | undefined) =>
  person.user_id === me ? t('rotations.schedule.you', { name: fullName(person) }) : fullName(person);

/** The day a round was paid out, under its status: a table's day (docs/decisions/formats.md, "Dates"). */
const roundColumns = (t: TFunction, me: number | undefined): Column<Round>[] => [
  {
    header: t('rotations.schedule.columns.round'),
    cell: (round) => t('rotations.round', { n: round.number }),
  },
  {
    header: t('rotations.schedule.columns.day'),
    cell: (round) => <span className="whitespace-nowrap">{roundDay(t, round.due_on)}</span>,
  },
  { header: t('rotations.schedule.columns.recipient'), cell: (round) => named(t, round.recipient, me) },
  kesColumn(t('rotations.schedule.columns.expected'), (round) => round.expected),
  kesColumn(t('rotations.schedule.columns.received'), (round) => round.received),
  {
    header: t('rotations.schedule.columns.status'),
    cell: (round) => (
      <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
        <StatusPill status={round.status} />
        {round.released_on ? (
          <span className="whitespace-nowrap text-xs text-slate-500">{formatDay(round.released_on)}</span>
        ) : null}
      </span>
    ),
  },
  paidOut(t('rotations.schedule.columns.paidOut'), (round) => round.released),
  paidOut(t('rotations.schedule.columns.shortfall'), (round) => round.shortfall, true),
];

/**
 * The schedule (docs/decisions/rotations.md, "A rotation"): each round's day, recipient, what it is
 * to collect and has received, its status, and once paid out what was paid and the shortfall
 * (docs/decisions/rotations.md, "The pot"). On a phone each round is a card.
 */
export function ScheduleTable({ rounds, me }: { rounds: RotationView['rounds']; me: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('rotations.page.schedule')}
      columns={roundColumns(t, me)}
      rows={rounds}
      rowKey={(round) => round.number}
      paged={false}
      wide
    />
  );
}

const memberColumns = (t: TFunction, me: number | undefined): Column<Member>[] => [
  { header: t('rotations.schedule.memberColumns.member'), cell: (m) => named(t, m, me) },
  { header: t('rotations.schedule.memberColumns.round'), cell: (m) => t('rotations.round', { n: m.round }) },
  kesColumn(t('rotations.schedule.memberColumns.owes'), (m) => m.owes),
];

/**
 * The members with their round and what they owe now: the open round's amount and any round paid
 * out short of them (docs/decisions/rotations.md, "Paying in").
 */
export function MembersTable({ members, me }: { members: RotationView['members']; me: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('rotations.page.members')}
      columns={memberColumns(t, me)}
      rows={members}
      rowKey={(m) => m.user_id}
      paged={false}
    />
  );
}
