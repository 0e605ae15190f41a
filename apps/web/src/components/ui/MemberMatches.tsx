import { useTranslation } from '../../i18n';
import { PICKER_MATCHES } from './useMemberSearch';

export interface Suggestion {
  id: number;
  name: string;
  detail: string;
}

/** One row of the list: a member the server found, or a suggestion. */
export interface Match {
  id: number;
  name: string;
  detail: string;
}

/** The open list of a member picker: the matches to pick from, and what to say about them. */
export function MatchList({
  listId,
  label,
  matches,
  total,
  failed,
  busy,
  active,
  optionId,
  onPick,
}: {
  listId: string;
  label: string;
  matches: Match[];
  total: number;
  failed: boolean;
  /** While the server is asked for the text typed, the list says so to assistive tech. */
  busy: boolean;
  active: number;
  optionId: (n: number) => string;
  onPick: (match: Match) => void;
}) {
  const { t } = useTranslation();
  // docs/spec/errors.md, "Loading": the members could not be loaded.
  const note = failed
    ? t('common.memberPicker.failed')
    : matches.length === 0
      ? t('common.memberPicker.none')
      : total > PICKER_MATCHES
        ? t('common.memberPicker.firstOf', { shown: PICKER_MATCHES, total })
        : null;
  return (
    <div className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        aria-busy={busy}
        className="max-h-72 overflow-y-auto py-1"
      >
        {matches.map((match, n) => (
          <div
            key={match.id}
            id={optionId(n)}
            role="option"
            tabIndex={-1}
            aria-selected={n === active}
            // Keep the focus in the box, so that picking does not first blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(match)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onPick(match);
            }}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${
              n === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
            }`}
          >
            <span data-member-name className="font-medium">
              {match.name}
            </span>
            <span className="truncate text-xs text-slate-500 tabular">{match.detail}</span>
          </div>
        ))}
      </div>
      {note ? (
        <p role="status" className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
          {note}
        </p>
      ) : null}
    </div>
  );
}
