import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useIsHost, useMyGroups } from '../api/groups';

/**
 * The group the screens show, in the profile of the sidebar (the phone's menu), and the way to
 * another of the person's groups when they have more than one (docs/decisions/people.md,
 * "Choosing a group").
 */
export function GroupSwitcher({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const groups = useMyGroups();
  const host = useIsHost();
  const current = groups.data?.find((group) => group.current);
  if (!current) return null;
  return (
    <div className="mt-3 border-t border-white/15 pt-3">
      <p className="text-xs text-brand-100">{t('shell.group')}</p>
      <p className="truncate text-sm font-semibold text-white" data-testid="current-group">
        {current.name}
      </p>
      {(groups.data?.length ?? 0) > 1 ? (
        <NavLink
          to="/choose-group"
          onClick={onNavigate}
          className="mt-2 block w-full rounded-lg bg-white/15 px-3 py-1.5 text-center text-sm font-semibold text-white hover:bg-white/25 max-md:py-3"
        >
          {t('shell.switchGroup')}
        </NavLink>
      ) : null}
      {host.data ? (
        // docs/decisions/host.md: the host's screen, for the host's operator only.
        <NavLink
          to="/host"
          onClick={onNavigate}
          className="mt-2 block w-full rounded-lg bg-white/15 px-3 py-1.5 text-center text-sm font-semibold text-white hover:bg-white/25 max-md:py-3"
        >
          {t('shell.host')}
        </NavLink>
      ) : null}
    </div>
  );
}
