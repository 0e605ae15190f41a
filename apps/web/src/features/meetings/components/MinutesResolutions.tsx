import type { MeetingMinutes } from '@links/domain';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { CarriedPill } from './meeting-labels';

export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`;

/** One line of a resolution's details: its word and its value (a count in figures that line up). */
function Detail({ term, count, children }: { term: string; count?: boolean; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className={`font-medium text-slate-800${count ? ' tabular' : ''}`}>{children}</dd>
    </div>
  );
}

/**
 * The resolutions of the minutes (docs/decisions/meetings.md, "Minutes"): each its text, whether it
 * was carried, who proposed and seconded it and the votes; or that none is recorded.
 */
export function MinutesResolutions({ resolutions }: { resolutions: MeetingMinutes['resolutions'] }) {
  const { t } = useTranslation();
  if (resolutions.length === 0) {
    return (
      <Card>
        <p className="text-sm text-slate-500">{t('meetings.minutes.noResolutions')}</p>
      </Card>
    );
  }
  return (
    <ol aria-label={t('meetings.minutes.resolutions')} className="space-y-3">
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
            <Detail term={t('meetings.minutes.proposedBy')}>{fullName(resolution.proposer)}</Detail>
            <Detail term={t('meetings.minutes.secondedBy')}>{fullName(resolution.seconder)}</Detail>
            <Detail term={t('meetings.minutes.votesFor')} count>
              {resolution.votes_for}
            </Detail>
            <Detail term={t('meetings.minutes.votesAgainst')} count>
              {resolution.votes_against}
            </Detail>
          </dl>
        </li>
      ))}
    </ol>
  );
}
