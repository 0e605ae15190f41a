import {
  ATTENDANCE,
  type Attendance,
  MEETING_KINDS,
  type MeetingKind,
  type MeetingStatus,
} from '@links/domain';

/** docs/decisions/meetings.md, "A meeting": the kinds of meeting, as the screens name them. */
export const kindLabel: Record<MeetingKind, string> = {
  ordinary: 'Ordinary',
  special: 'Special',
  annual: 'Annual general meeting',
};

/** The kind as a title: `Ordinary meeting`, `Annual general meeting`. */
export const kindTitle = (kind: MeetingKind) =>
  kind === 'annual' ? kindLabel[kind] : `${kindLabel[kind]} meeting`;

export const kindOptions = MEETING_KINDS.map((kind) => ({ value: kind, label: kindLabel[kind] }));

/** docs/decisions/meetings.md, "The sheet": whether the member came. */
export const attendanceLabel: Record<Attendance, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  apologised: 'Apologised',
};

export const attendanceOptions = ATTENDANCE.map((value) => ({ value, label: attendanceLabel[value] }));

const statusTone: Record<MeetingStatus, string> = {
  Draft: 'bg-amber-100 text-amber-800',
  Submitted: 'bg-sky-100 text-sky-800',
  Approved: 'bg-emerald-100 text-emerald-800',
};

/** A meeting's status: a draft being filled in, submitted (pending transactions) or approved. */
export function MeetingStatusPill({ status }: { status: MeetingStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`}>{status}</span>
  );
}

/** docs/decisions/meetings.md, "Minutes": a resolution is carried when more voted for it than against. */
export function CarriedPill({ carried }: { carried: boolean }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
        carried ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {carried ? 'Carried' : 'Not carried'}
    </span>
  );
}
