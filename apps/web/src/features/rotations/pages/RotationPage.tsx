import type { RotationView } from '@links/domain';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { changesGroup, readOnlyOffice } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { useRotation } from '../api/rotations';
import { AskSwapForm } from '../components/AskSwapForm';
import type { StartedState } from '../components/NewRotationForm';
import { PayForm } from '../components/PayForm';
import { ReleasePot } from '../components/ReleasePot';
import { RotationSummary } from '../components/RotationSummary';
import { StatusPill } from '../components/rotation-labels';
import { MembersTable, ScheduleTable } from '../components/ScheduleTable';
import { SwapsList } from '../components/SwapsList';

/** The way back to the list, in the language on screen. */
function useBack() {
  const { t } = useTranslation();
  return { to: '/rotations', label: t('rotations.page.back') };
}

/** The page while the rotation is not shown (loading, not found, failed): its title, the way back and one line. */
function RotationPending({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('rotations.title')} link={useBack()} />
      {children}
    </>
  );
}

/**
 * /rotations/:id (every member; docs/decisions/rotations.md, "A rotation"): the schedule, the members
 * and what they owe, the seed of a drawn order, and the swaps. A member of it pays what they owe,
 * asks to swap their round and agrees to a swap that waits for them; an official pays the open
 * round's pot out early. The auditor reads it all and changes nothing (docs/decisions/offices.md).
 */
export function RotationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const rotationId = Number(id);
  if (!Number.isSafeInteger(rotationId) || rotationId <= 0) {
    return (
      <RotationPending>
        <Alert>{t('rotations.page.notFound')}</Alert>
      </RotationPending>
    );
  }
  return <RotationOf rotationId={rotationId} />;
}

function RotationOf({ rotationId }: { rotationId: number }) {
  const { t } = useTranslation();
  const rotation = useRotation(rotationId);
  const back = useBack();
  const notice = (useLocation().state as StartedState | null)?.notice;
  if (rotation.isPending) {
    return (
      <RotationPending>
        <Loading>{t('rotations.page.loading')}</Loading>
      </RotationPending>
    );
  }
  if (rotation.isError) {
    const missing = rotation.error instanceof ApiError && rotation.error.status === 404;
    return (
      <RotationPending>
        <Alert>{missing ? t('rotations.page.notFound') : t('rotations.page.failed')}</Alert>
      </RotationPending>
    );
  }
  return (
    <>
      <PageHeader title={rotation.data.name} link={back}>
        <span className="flex flex-wrap items-center gap-2">
          <StatusPill status={rotation.data.status} />
          <span>{t('rotations.amountsInKes')}</span>
        </span>
      </PageHeader>
      {notice ? (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <Schedule rotation={rotation.data} />
    </>
  );
}

function Schedule({ rotation }: { rotation: RotationView }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const me = user?.users_id;
  const member = rotation.members.find((m) => m.user_id === me);
  // The auditor changes nothing; an official pays a pot out; a member of it acts on their own round.
  const acts = member !== undefined && me !== undefined && !readOnlyOffice(user);
  const releases = changesGroup(user) && rotation.status === 'Active';
  const open = rotation.rounds.some((round) => round.status === 'Open');
  return (
    <div className="space-y-6">
      <Card>
        <RotationSummary rotation={rotation} />
      </Card>
      <section aria-labelledby="schedule-heading" className="space-y-3">
        <h2 id="schedule-heading" className="text-base font-semibold text-slate-900">
          {t('rotations.page.schedule')}
        </h2>
        <ScheduleTable rounds={rotation.rounds} me={me} />
      </section>
      {releases ? (
        <Card title={t('rotations.page.potTitle')} description={t('rotations.page.potNote')}>
          <ReleasePot rotation={rotation} />
        </Card>
      ) : null}
      {acts ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {open || member.owes > 0 ? (
            <Card
              title={t('rotations.page.pay')}
              description={t('rotations.page.yourPot', { round: member.round })}
            >
              {member.owes > 0 ? (
                <PayForm key={member.owes} rotationId={rotation.rotation_id} userId={me} owes={member.owes} />
              ) : (
                <p className="text-sm text-slate-600">{t('rotations.page.owesNothing')}</p>
              )}
            </Card>
          ) : null}
          {open ? (
            <Card title={t('rotations.page.swap')} description={t('rotations.page.swapNote')}>
              <AskSwapForm rotation={rotation} userId={me} />
            </Card>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-base font-semibold text-slate-900">
          {t('rotations.page.members')}
        </h2>
        <MembersTable members={rotation.members} me={me} />
      </section>
      <section aria-labelledby="swaps-heading" className="space-y-3">
        <h2 id="swaps-heading" className="text-base font-semibold text-slate-900">
          {t('rotations.page.swaps')}
        </h2>
        <SwapsList rotation={rotation} me={acts ? me : undefined} />
      </section>
    </div>
  );
}
