import { ROTATION_EVERY, type RotationEvery, type RotationView } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg, useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';

/** docs/decisions/rotations.md, "A rotation": how often the pot turns, as the screens say it. */
const everyWords: Record<RotationEvery, `rotations.every.${RotationEvery}`> = {
  meeting: msg('rotations.every.meeting'),
  week: msg('rotations.every.week'),
  month: msg('rotations.every.month'),
};

/** `Every month`, in the language on screen; a value the web does not know yet as the server names it. */
export const everyLabel = (t: TFunction, every: string): string =>
  Object.hasOwn(everyWords, every) ? t(everyWords[every as RotationEvery]) : every;

export const everyOptions = (t: TFunction) =>
  ROTATION_EVERY.map((every) => ({ value: every, label: everyLabel(t, every) }));

/**
 * A round's day in the schedule, a table's (docs/decisions/formats.md, "Dates"), or "At the meeting"
 * for a rotation that turns at each meeting (`due_on` null).
 */
export const roundDay = (t: TFunction, dueOn: string | null) =>
  dueOn ? formatDay(dueOn) : t('rotations.atTheMeeting');

type Status =
  | RotationView['status']
  | RotationView['rounds'][number]['status']
  | 'Asked'
  | 'Done'
  | 'Withdrawn';

const tone: Record<Status, string> = {
  Active: 'bg-emerald-100 text-emerald-800',
  Finished: 'bg-slate-200 text-slate-700',
  Upcoming: 'bg-slate-100 text-slate-700',
  Open: 'bg-amber-100 text-amber-800',
  Released: 'bg-emerald-100 text-emerald-800',
  Asked: 'bg-sky-100 text-sky-800',
  Done: 'bg-emerald-100 text-emerald-800',
  Withdrawn: 'bg-slate-200 text-slate-700',
};

const statusWords: Record<Status, `rotations.statuses.${Status}`> = {
  Active: msg('rotations.statuses.Active'),
  Finished: msg('rotations.statuses.Finished'),
  Upcoming: msg('rotations.statuses.Upcoming'),
  Open: msg('rotations.statuses.Open'),
  Released: msg('rotations.statuses.Released'),
  Asked: msg('rotations.statuses.Asked'),
  Done: msg('rotations.statuses.Done'),
  Withdrawn: msg('rotations.statuses.Withdrawn'),
};

/** A rotation's, a round's or a swap's status, in the language on screen. */
export function StatusPill({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status] ?? ''}`}
    >
      {Object.hasOwn(statusWords, status) ? t(statusWords[status]) : status}
    </span>
  );
}
