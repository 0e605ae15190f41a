import { type Office, officeOfUser, type Role, type SessionUser } from '@links/domain';
import { NavLink, useNavigate } from 'react-router';
import { usePendingApprovalCount } from '../features/approvals';
import { logout } from '../features/auth/api/logout';
import { GroupSwitcher } from '../features/auth/components/GroupSwitcher';
// The count alone, so that the shell loads none of the disputes' screens (docs/decisions/speed.md).
import { useOpenDisputeCount } from '../features/disputes/api/open-count';
import { Bell } from '../features/notifications';
import { useSetPreferences } from '../features/notifications/api/inbox';
import { msg, useTranslation } from '../i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { navigation } from './navigation';

/** The profile's role and office, as the server names them, in the language on screen. */
const roleWords: Record<Role, `common.roles.${Role}`> = {
  admin: msg('common.roles.admin'),
  member: msg('common.roles.member'),
};
const officeWords: Record<Office, `common.offices.${Office}`> = {
  member: msg('common.offices.member'),
  chair: msg('common.offices.chair'),
  treasurer: msg('common.offices.treasurer'),
  secretary: msg('common.offices.secretary'),
  auditor: msg('common.offices.auditor'),
};

interface SidebarProps {
  user: Partial<SessionUser>;
  role: Role;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ user, role, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const savePreferences = useSetPreferences();
  const pending = usePendingApprovalCount(role === 'admin');
  const disputed = useOpenDisputeCount(role === 'admin');
  const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const initial = (user.firstname ?? user.email ?? '?').charAt(0).toUpperCase();

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <aside
      id="sidebar"
      aria-label={role === 'admin' ? t('shell.adminNavigation') : t('shell.memberNavigation')}
      data-open={open}
      className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-brand-900 text-brand-50 transition-transform duration-300 md:static md:translate-x-0 md:shadow-none ${
        open ? 'translate-x-0 shadow-xl' : '-translate-x-full'
      }`}
    >
      <div className="flex h-16 items-center gap-2 px-5 text-lg font-bold tracking-tight">
        <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-lg bg-white/15">
          L
        </span>
        Links
        <span className="ml-auto hidden md:block">
          <Bell tone="dark" />
        </span>
      </div>
      <nav className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {navigation[role].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium transition max-md:py-3 ${
                    isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
                  }`
                }
              >
                {t(item.label)}
                {item.to === '/approvals' && pending.data ? (
                  <span
                    className="ml-2 rounded-full bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-brand-900"
                    title={t('shell.waitingForApproval', { count: pending.data })}
                  >
                    {pending.data}
                  </span>
                ) : null}
                {item.to === '/disputes' && disputed.data ? (
                  <span
                    className="ml-2 rounded-full bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-brand-900"
                    title={t('shell.openDisputes', { count: disputed.data })}
                  >
                    {disputed.data}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t('shell.profile')} className="m-3 rounded-xl bg-white/10 p-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white" data-testid="profile-name">
              {fullName}
            </p>
            <p className="text-xs capitalize text-brand-100" data-testid="profile-role">
              {t(roleWords[user.role ?? role])}
            </p>
            <p className="text-xs text-brand-100" data-testid="profile-office">
              {user.role ? t(officeWords[officeOfUser({ role: user.role, office: user.office })]) : null}
            </p>
          </div>
        </div>
        <GroupSwitcher onNavigate={onNavigate} />
        {/* docs/decisions/languages.md, "Choosing a language": kept on this device and in the user's preferences. */}
        <LanguageSwitch
          tone="dark"
          className="mt-3 flex-wrap justify-between"
          onChosen={(language) => savePreferences.mutate({ language })}
        />
        <NavLink
          to="/change-password"
          onClick={onNavigate}
          className="mt-3 block w-full rounded-lg px-3 py-1.5 text-center text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white max-md:py-3"
        >
          {t('shell.passwordAndMessages')}
        </NavLink>
        <button
          type="button"
          onClick={signOut}
          className="mt-2 w-full rounded-lg bg-white/15 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/25"
        >
          {t('shell.logout')}
        </button>
      </section>
    </aside>
  );
}
