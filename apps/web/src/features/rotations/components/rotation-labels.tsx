import { ROTATION_EVERY, type RotationEvery, type RotationView } from '@links/domain';
import { formatDate } from '../../../lib/format';

/** docs/decisions/rotations.md, "A rotation": how often the pot turns, as the screens say it. */
export const everyLabel: Record<RotationEvery, string> = {
  meeting: 'Every meeting',
  week: 'Every week',
  month: 'Every month',
};

export const everyOptions = ROTATION_EVERY.map((every) => ({ value: every, label: everyLabel[every] }));

/** A round's day, or "At the meeting" for a rotation that turns at each meeting (`due_on` null). */
export const roundDay = (dueOn: string | null) => (dueOn ? formatDate(dueOn) : 'At the meeting');

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

/** A rotation's, a round's or a swap's status. */
export function StatusPill({ status }: { status: Status }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {status}
    </span>
  );
}
