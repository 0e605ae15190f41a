import { attended, type MeetingMinutes } from '@links/domain';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/Card';
import { kesColumn, nameColumn, textColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { attendanceLabel, CarriedPill } from './meeting-labels';

type Minutes = MeetingMinutes;
type Attendee = Minutes['attendance'][number];
type LoanIssued = Minutes['loans_issued'][number];

const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`;

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

function Resolutions({ resolutions }: { resolutions: Minutes['resolutions'] }) {
  if (resolutions.length === 0) {
    return (
      <Card>
        <p className="text-sm text-slate-500">No resolutions recorded.</p>
      </Card>
    );
  }
  return (
    <ol aria-label="Resolutions" className="space-y-3">
      {resolutions.map((resolution) => (
        <li
          key={resolution.position}
          className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 whitespace-pre-wrap break-words text-sm font-medium text-slate-900">
              <span className="text-slate-500">{resolution.position}. </span>
              {resolution.text}
            </p>
            <CarriedPill carried={resolution.carried} />
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex gap-2">
              <dt className="text-slate-500">Proposed by</dt>
              <dd className="font-medium text-slate-800">{fullName(resolution.proposer)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500">Seconded by</dt>
              <dd className="font-medium text-slate-800">{fullName(resolution.seconder)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500">Votes for</dt>
              <dd className="font-medium text-slate-800 tabular">{resolution.votes_for}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500">Votes against</dt>
              <dd className="font-medium text-slate-800 tabular">{resolution.votes_against}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

const registerColumns: Column<Attendee>[] = [
  textColumn('Member no.', (row) => row.member_no),
  nameColumn('Name', fullName),
  textColumn('Attendance', (row) => attendanceLabel[row.attendance]),
];

/**
 * The money the sheet received, by column: fines paid (docs/decisions/meetings.md, "Fines paid at
 * the meeting"), each other kind of contribution by its name ("Kinds of contribution on the sheet"),
 * each merry-go-round by its name ("Merry-go-rounds on the sheet"), then in all: one figure a line,
 * as a receipt lists them.
 */
function moneyRows(received: Minutes['received']): { key: string; label: string; amount: number }[] {
  return [
    { key: 'saving', label: 'Savings', amount: received.saving },
    { key: 'long_term', label: 'Long-term repayments', amount: received.long_term },
    { key: 'short_term', label: 'Short-term repayments', amount: received.short_term },
    { key: 'fines', label: 'Fines paid', amount: received.fines },
    ...received.contributions.map((kind) => ({
      key: `kind-${kind.contribution_kind_id}`,
      label: kind.name,
      amount: kind.amount,
    })),
    ...received.rotations.map((rotation) => ({
      key: `rotation-${rotation.rotation_id}`,
      label: `Merry-go-round: ${rotation.name}`,
      amount: rotation.amount,
    })),
    { key: 'total', label: 'Total', amount: received.total },
  ];
}

const loanColumns: Column<LoanIssued>[] = [
  nameColumn('Member', fullName),
  textColumn('Kind', (row) => row.kind),
  kesColumn('Amount', (row) => row.amount),
];

/**
 * A meeting's minutes as every member reads them (docs/decisions/meetings.md, "Minutes"): the
 * agenda, the notes and the resolutions the secretary wrote, then what the meeting itself knows:
 * the attendance register, the money the sheet received and the loans issued that day.
 */
export function MinutesView({ minutes }: { minutes: Minutes }) {
  const came = minutes.attendance.filter((row) => attended(row.attendance)).length;
  const { received } = minutes;
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <Part title="Agenda">
          <Written text={minutes.agenda} none="No agenda recorded." />
        </Part>
        <Part title="Notes">
          <Written text={minutes.notes} none="No notes recorded." />
        </Part>
      </div>
      <Part title="Resolutions">
        <Resolutions resolutions={minutes.resolutions} />
      </Part>
      <Part title="Attendance register" aside={`${came} of ${minutes.attendance.length} attended`}>
        <Table
          label="Attendance register"
          columns={registerColumns}
          rows={minutes.attendance}
          rowKey={(row) => row.user_id}
          paged={false}
          emptyText="No members on the sheet"
        />
      </Part>
      <div className="grid gap-8 lg:grid-cols-2">
        <Part title="Money received">
          <Card>
            <dl className="divide-y divide-slate-100 text-sm">
              {moneyRows(received).map(({ key, label, amount }) => (
                <div
                  key={key}
                  className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0"
                >
                  <dt className={key === 'total' ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                    {label}
                  </dt>
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
        </Part>
        <Part title="Loans issued">
          <Table
            label="Loans issued"
            columns={loanColumns}
            rows={minutes.loans_issued}
            rowKey={(row) => row.loan_id}
            paged={false}
            emptyText="No loans issued on the meeting's day"
          />
        </Part>
      </div>
    </div>
  );
}
