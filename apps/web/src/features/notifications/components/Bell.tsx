import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { useTranslation } from '../../../i18n';
import { useStoredUser } from '../../../lib/useSession';
import { useUnreadCount } from '../api/unread';

/** The bell's accessible name: what it opens and how many are waiting. */
export const bellLabel = (t: TFunction, unread: number | undefined) =>
  unread ? t('notifications.bell.unread', { unread }) : t('notifications.bell.label');

/** The badge shows up to 9; beyond, `9+` (the name says the number). */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

const tones = {
  light: 'text-slate-700 hover:bg-slate-100',
  dark: 'text-brand-50 hover:bg-white/10',
};

/**
 * The bell on every signed-in screen (docs/decisions/notifications.md, "The inbox"): the unread
 * count on a badge, asked again on focus and every minute; it opens the inbox.
 */
export function Bell({ tone = 'light', onNavigate }: { tone?: keyof typeof tones; onNavigate?: () => void }) {
  const { t } = useTranslation();
  // docs/decisions/passwords.md, "A password set by an official": nothing else until it is changed.
  const waiting = useStoredUser()?.must_change_password === true;
  const unread = useUnreadCount(!waiting);
  const count = unread.data ?? 0;
  if (waiting) return null;
  return (
    <Link
      to="/inbox"
      onClick={onNavigate}
      aria-label={bellLabel(t, count)}
      title={bellLabel(t, count)}
      className={`relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 ${tones[tone]}`}
    >
      <Icon size={22}>
        <path
          d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Icon>
      {count > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
