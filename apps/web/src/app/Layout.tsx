import { officeOfUser, officeWrites } from '@links/domain/plain';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '../components/ui/Alert';
import { Icon } from '../components/ui/Icon';
import { useMe } from '../features/auth/api/me';
import { SuspendedNotice } from '../features/auth/components/SuspendedNotice';
import { Bell } from '../features/notifications';
import { useTranslation } from '../i18n';
import { messageOf } from '../lib/api';
import { hasKnownRole, screensOf } from '../lib/session';
import { useStoredUser } from '../lib/useSession';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { PageTransitions } from './PageTransitions';
import { Sidebar } from './Sidebar';
import { changeScreens } from './screens';

const CHANGE_PASSWORD = '/change-password';

export function Layout() {
  const user = useStoredUser();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const me = useMe();
  const { t } = useTranslation();

  // docs/spec/states.md, "Opening the home page": Home sends a visitor without a user record to /login (see
  // HomePage); other screens say what is missing.
  if (!hasKnownRole(user)) {
    if (location.pathname === '/') return <Navigate to="/login" replace />;
    return (
      <main className="flex min-h-full items-center justify-center p-6">
        <div className="max-w-sm rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <p role="alert" className="font-medium text-slate-800">
            {t('common.app.noUser')}
          </p>
          <Link to="/login" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('common.app.goToSignIn')}
          </Link>
        </div>
      </main>
    );
  }

  // docs/decisions/passwords.md, "A password set by an official": every screen leads to the
  // change until it is made.
  if (user.must_change_password === true && location.pathname !== CHANGE_PASSWORD) {
    return <Navigate to={CHANGE_PASSWORD} replace />;
  }

  const readOnly = !officeWrites(officeOfUser(user));
  return (
    <div className="flex h-full print:block print:h-auto">
      <Sidebar user={user} role={screensOf(user)} open={open} onNavigate={() => setOpen(false)} />
      {open ? (
        <button
          type="button"
          aria-label={t('shell.closeMenu')}
          className="fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {/* docs/decisions/notifications.md, "The inbox": the bell is here on a phone, in the sidebar on a wider screen. */}
        <header
          data-print="screen-only"
          className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 md:hidden"
        >
          <button
            type="button"
            aria-label={t('shell.openMenu')}
            aria-expanded={open}
            aria-controls="sidebar"
            onClick={() => setOpen((v) => !v)}
            className="min-w-11 rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <Icon size={22}>
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </Icon>
          </button>
          <span className="font-bold text-brand-900">Links</span>
          <span className="ml-auto">
            <Bell />
          </span>
        </header>
        <OfflineBanner />
        {/* The page scrolls here, not in the window: in the tab order, so the keyboard can scroll a
            screen with nothing else to focus (docs/decisions/phone.md, "Every screen, checked alike"). */}
        <main
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, reached by the keyboard
          tabIndex={0}
          className="relative flex-1 overflow-x-hidden overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          {me.error ? (
            <div className="px-4 pt-4 md:px-8">
              <Alert>{messageOf(me.error, me.error.message)}</Alert>
            </div>
          ) : null}
          <SuspendedNotice />
          {readOnly ? (
            <p
              data-testid="read-only-notice"
              className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 md:px-8"
            >
              {t('common.app.auditorNotice')}
            </p>
          ) : null}
          {readOnly && changeScreens.has(location.pathname) ? (
            <div className="px-4 pt-6 md:px-8">
              <Alert>{t('common.app.auditorReadOnly')}</Alert>
            </div>
          ) : (
            <PageTransitions />
          )}
        </main>
      </div>
    </div>
  );
}
