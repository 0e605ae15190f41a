import {
  ATTENDANCE,
  type Attendance,
  MEETING_KINDS,
  type MeetingKind,
  type MeetingStatus,
} from '@links/domain';
import type { TFunction } from 'i18next';
import { msg, useTranslation } from '../../../i18n';

/** Whether the server's value is one a table of words here names (else it shows as the server names it). */
const known = <K extends string>(words: Record<K, string>, value: string): value is K =>
  Object.hasOwn(words, value);

/** docs/decisions/meetings.md, "A meeting": the kinds of meeting, as the screens name them. */
const kindWords: Record<MeetingKind, `meetings.kinds.${MeetingKind}`> = {
  ordinary: msg('meetings.kinds.ordinary'),
  special: msg('meetings.kinds.special'),
  annual: msg('meetings.kinds.annual'),
};

/** The kind as a title: `Ordinary meeting`, `Annual general meeting`. */
const kindTitleWords: Record<MeetingKind, `meetings.kindTitles.${MeetingKind}`> = {
  ordinary: msg('meetings.kindTitles.ordinary'),
  special: msg('meetings.kindTitles.special'),
  annual: msg('meetings.kindTitles.annual'),
};

/** docs/decisions/meetings.md, "The sheet": whether the member came. */
const attendanceWords: Record<Attendance, `meetings.attendance.${Attendance}`> = {
  present: msg('meetings.attendance.present'),
  late: msg('meetings.attendance.late'),
  absent: msg('meetings.attendance.absent'),
  apologised: msg('meetings.attendance.apologised'),
};

const statusWords: Record<MeetingStatus, `meetings.statuses.${MeetingStatus}`> = {
  Draft: msg('meetings.statuses.Draft'),
  Submitted: msg('meetings.statuses.Submitted'),
  Approved: msg('meetings.statuses.Approved'),
};

/** `Ordinary`, in the language on screen. */
export const kindLabel = (t: TFunction, kind: string): string =>
  known(kindWords, kind) ? t(kindWords[kind]) : kind;

/** `Ordinary meeting`, in the language on screen. */
export const kindTitle = (t: TFunction, kind: string): string =>
  known(kindTitleWords, kind) ? t(kindTitleWords[kind]) : kind;

export const kindOptions = (t: TFunction) =>
  MEETING_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }));

/** `Present`, in the language on screen. */
export const attendanceLabel = (t: TFunction, attendance: string): string =>
  known(attendanceWords, attendance) ? t(attendanceWords[attendance]) : attendance;

export const attendanceOptions = (t: TFunction) =>
  ATTENDANCE.map((value) => ({ value, label: attendanceLabel(t, value) }));

const statusTone: Record<MeetingStatus, string> = {
  Draft: 'bg-amber-100 text-amber-800',
  Submitted: 'bg-sky-100 text-sky-800',
  Approved: 'bg-emerald-100 text-emerald-800',
};

/** A meeting's status: a draft being filled in, submitted (pending transactions) or approved. */
export function MeetingStatusPill({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status] ?? ''}`}>
      {known(statusWords, status) ? t(statusWords[status]) : status}
    </span>
  );
}

/** docs/decisions/meetings.md, "Minutes": a resolution is carried when more voted for it than against. */
export function CarriedPill({ carried }: { carried: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
        carried ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {carried ? t('meetings.carried') : t('meetings.notCarried')}
    </span>
  );
}
