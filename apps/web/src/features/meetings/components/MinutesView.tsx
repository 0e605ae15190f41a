import { attended, type MeetingMinutes } from '@links/domain';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/Card';
import { kesColumn, nameColumn, textColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { msg, useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { fullName, MinutesResolutions } from './MinutesResolutions';
import { attendanceLabel } from './meeting-labels';

type Minutes = MeetingMinutes;
type Attendee = Minutes['attendance'][number];
type LoanIssued = Minutes['loans_issued'][number];

/** A loan's kind as the server names it (`Long-term`), in the language on screen. */
const loanKindWords: Record<string, `meetings.minutes.loanKinds.${'long_term' | 'short_term'}`> = {
  'Long-term': msg('meetings.minutes.loanKinds.long_term'),
  'Short-term': msg('meetings.minutes.loanKinds.short_term'),
};

const loanKind = (t: TFunction, kind: string) => {
  const key = Object.hasOwn(loanKindWords, kind) ? loanKindWords[kind] : undefined;
  return key ? t(key) : kind;
};

/** One part of the minutes under its heading. */
function Part({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {aside ? <p className="text-sm text-slate-500">{aside}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** What the secretary wrote, its line breaks kept; or that nothing is written yet. */
function Written({ text, none }: { text: string | null; none: string }) {
  return (
    <Card>
      {text ? (
        <p className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-800">{text}</p>
      ) : (
        <p className="text-sm text-slate-500">{none}</p>
      )}
    </Card>
  );
}

const registerColumns = (t: TFunction): Column<Attendee>[] => [
  textColumn(t('meetings.minutes.registerColumns.memberNo'), (row) => row.member_no),
  nameColumn(t('meetings.minutes.registerColumns.name'), fullName),
  textColumn(t('meetings.minutes.registerColumns.attendance'), (row) => attendanceLabel(t, row.attendance)),
];

/**
 * The money the sheet received, by column: fines paid (docs/decisions/meetings.md, "Fines paid at
 * the meeting"), each other kind of contribution by its name ("Kinds of contribution on the sheet"),
 * each merry-go-round by its name ("Merry-go-rounds on the sheet"), then in all: one figure a line,
 * as a receipt lists them.
 */
function moneyRows(t: TFunction, received: Minutes['received']) {
  return [
    { key: 'saving', label: t('meetings.minutes.money.saving'), amount: received.saving },
    { key: 'long_term', label: t('meetings.minutes.money.long_term'), amount: received.long_term },
    { key: 'short_term', label: t('meetings.minutes.money.short_term'), amount: received.short_term },
    { key: 'fines', label: t('meetings.minutes.money.fines'), amount: received.fines },
    ...received.contributions.map((kind) => ({
      key: `kind-${kind.contribution_kind_id}`,
      label: kind.name,
      amount: kind.amount,
    })),
    ...received.rotations.map((rotation) => ({
      key: `rotation-${rotation.rotation_id}`,
      label: t('meetings.minutes.money.rotation', { name: rotation.name }),
      amount: rotation.amount,
    })),
    { key: 'total', label: t('meetings.minutes.money.total'), amount: received.total },
  ];
}

/** What the sheet received, one figure a line. */
function MoneyReceived({ received }: { received: Minutes['received'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="divide-y divide-slate-100 text-sm">
        {moneyRows(t, received).map(({ key, label, amount }) => (
          <div key={key} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
            <dt className={key === 'total' ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
            <dd
              className={
                key === 'total' ? 'text-base font-bold text-brand-800' : 'font-medium text-slate-900'
              }
            >
              <Money cents={kesToCents(amount)} currency />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const loanColumns = (t: TFunction): Column<LoanIssued>[] => [
  nameColumn(t('meetings.minutes.loanColumns.member'), fullName),
  textColumn(t('meetings.minutes.loanColumns.kind'), (row) => loanKind(t, row.kind)),
  kesColumn(t('meetings.minutes.loanColumns.amount'), (row) => row.amount),
];

/**
 * A meeting's minutes as every member reads them (docs/decisions/meetings.md, "Minutes"): the
 * agenda, the notes and the resolutions the secretary wrote, then what the meeting itself knows:
 * the attendance register, the money the sheet received and the loans issued that day.
 */
export function MinutesView({ minutes }: { minutes: Minutes }) {
  const { t } = useTranslation();
  const came = minutes.attendance.filter((row) => attended(row.attendance)).length;
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <Part title={t('meetings.minutes.agenda')}>
          <Written text={minutes.agenda} none={t('meetings.minutes.noAgenda')} />
        </Part>
        <Part title={t('meetings.minutes.notes')}>
          <Written text={minutes.notes} none={t('meetings.minutes.noNotes')} />
        </Part>
      </div>
      <Part title={t('meetings.minutes.resolutions')}>
        <MinutesResolutions resolutions={minutes.resolutions} />
      </Part>
      <Part
        title={t('meetings.minutes.register')}
        aside={t('meetings.attendedOfAll', { came, all: minutes.attendance.length })}
      >
        <Table
          label={t('meetings.minutes.register')}
          columns={registerColumns(t)}
          rows={minutes.attendance}
          rowKey={(row) => row.user_id}
          paged={false}
          emptyText={t('meetings.minutes.registerEmpty')}
        />
      </Part>
      <div className="grid gap-8 lg:grid-cols-2">
        <Part title={t('meetings.minutes.moneyReceived')}>
          <MoneyReceived received={minutes.received} />
        </Part>
        <Part title={t('meetings.minutes.loansIssued')}>
          <Table
            label={t('meetings.minutes.loansIssued')}
            columns={loanColumns(t)}
            rows={minutes.loans_issued}
            rowKey={(row) => row.loan_id}
            paged={false}
            emptyText={t('meetings.minutes.loansEmpty')}
          />
        </Part>
      </div>
    </div>
  );
}
