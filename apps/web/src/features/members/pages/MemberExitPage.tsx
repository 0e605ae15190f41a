import { fullName, todayInGroupZone } from '@links/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { type ExitPreview, useExitPreview, useMemberExit, useReactivateMember } from '../api/member-exit';
import { ExitForm, type MemberExitCall, RefundOwed } from '../components/ExitForm';
import { ExitPreviewPanel } from '../components/ExitPreviewPanel';

function Reactivate({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const reactivate = useReactivateMember();
  return (
    <div className="space-y-3">
      {reactivate.isError ? (
        <Alert>{messageOf(reactivate.error, t('members.exit.reactivateFailed'))}</Alert>
      ) : null}
      <Button disabled={reactivate.isPending} onClick={() => reactivate.mutate(userId)}>
        {reactivate.isPending ? t('members.exit.reactivating') : t('members.exit.reactivate')}
      </Button>
    </div>
  );
}

function Actions({ preview, exit }: { preview: ExitPreview; exit: MemberExitCall }) {
  const name = fullName(preview);
  if (preview.status === 'inactive')
    return (
      <div className="space-y-4">
        <RefundOwed exit={exit} name={name} />
        <Reactivate userId={preview.user_id} />
      </div>
    );
  if (!preview.can_exit) return null;
  return <ExitForm exit={exit} name={name} today={todayInGroupZone()} />;
}

/**
 * /members/:userId/exit (officials; the auditor reads the preview): a member's exit, from the preview to
 * inactive, and their reactivation (docs/decisions/member-exits.md).
 */
export function MemberExitPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  return (
    <>
      <PageHeader
        title={t('members.exit.title')}
        actions={
          <ButtonLink to="/members" variant="secondary">
            {t('members.exit.back')}
          </ButtonLink>
        }
      >
        {t('members.exit.intro')}
      </PageHeader>
      {valid ? <ExitContent userId={userId} /> : <Alert>{t('members.exit.userNotFound')}</Alert>}
    </>
  );
}

function ExitContent({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const preview = useExitPreview(userId);
  // Held here, not in the form: once the member has left the form goes, and a refund owed by M-Pesa
  // is still to be sent from Payouts (docs/decisions/payouts.md, "Owing").
  const exit = useMemberExit(userId);
  return (
    <Loaded query={preview} loading={t('members.exit.loading')} failed={t('members.exit.previewFailed')}>
      {(data) => (
        <div className="space-y-4">
          <ExitPreviewPanel preview={data} />
          <ChangesGroup>
            <Actions preview={data} exit={exit} />
          </ChangesGroup>
        </div>
      )}
    </Loaded>
  );
}
