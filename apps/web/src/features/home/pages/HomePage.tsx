import { officeLabels, officeOfUser } from '@links/domain';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { CollectionsChartPanel } from '../components/CollectionsChartPanel';
import { CollectionsPanel } from '../components/CollectionsPanel';
import { GroupTotalsPanel } from '../components/GroupTotalsPanel';
import { PendingApprovalsPanel } from '../components/PendingApprovalsPanel';

/**
 * Admin home (docs/spec/screens.md, "Home"): the heading Welcome and two rows of two panels: the group's
 * savings and outstanding loans, what waits for approval, bank balances with this month's
 * collections, and the collections of the last 12 months. docs/spec/states.md, "Approval": no user record →
 * /login; a member → /member; anyone else stays.
 */
export function HomePage() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  if (!hasKnownRole(user) || screensOf(user) === 'member') return <Navigate to="/member" replace />;
  return (
    <>
      <PageHeader title="Welcome">
        Signed in as {[user.firstname, user.lastname].join(' ')},{' '}
        {officeLabels[officeOfUser(user)].toLowerCase()}. The group at a glance.
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-2">
        <GroupTotalsPanel />
        <PendingApprovalsPanel />
        <CollectionsPanel />
        <CollectionsChartPanel />
      </div>
    </>
  );
}
