import { type Office, officeOfUser } from '@links/domain';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { msg, useTranslation } from '../../../i18n';
import { hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { CollectionsChartPanel } from '../components/CollectionsChartPanel';
import { CollectionsPanel } from '../components/CollectionsPanel';
import { GroupTotalsPanel } from '../components/GroupTotalsPanel';
import { PendingApprovalsPanel } from '../components/PendingApprovalsPanel';

/** The signed-in official's office, as the server names it, in the language on screen. */
const officeWords: Record<Office, `common.offices.${Office}`> = {
  member: msg('common.offices.member'),
  chair: msg('common.offices.chair'),
  treasurer: msg('common.offices.treasurer'),
  secretary: msg('common.offices.secretary'),
  auditor: msg('common.offices.auditor'),
};

/**
 * Admin home (docs/spec/screens.md, "Home"): the heading Welcome and two rows of two panels: the group's
 * savings and outstanding loans, what waits for approval, bank balances with this month's
 * collections, and the collections of the last 12 months. docs/spec/states.md, "Approval": no user record →
 * /login; a member → /member; anyone else stays.
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  if (!hasKnownRole(user) || screensOf(user) === 'member') return <Navigate to="/member" replace />;
  return (
    <>
      <PageHeader title={t('dashboard.title')}>
        {t('dashboard.signedInAs', {
          name: [user.firstname, user.lastname].join(' '),
          office: t(officeWords[officeOfUser(user)]).toLowerCase(),
        })}
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <GroupTotalsPanel />
        <PendingApprovalsPanel />
        <CollectionsPanel />
        <CollectionsChartPanel />
      </div>
    </>
  );
}
