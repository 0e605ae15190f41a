import { fullName, todayInGroupZone } from '@links/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { type ExitPreview, useExitPreview, useMemberExit, useReactivateMember } from '../api/member-exit';
import { ExitForm, type MemberExitCall, RefundOwed } from '../components/ExitForm';
import { ExitPreviewPanel } from '../components/ExitPreviewPanel';

export const EXIT_PREVIEW_FAILED = 'Could not load the exit preview';
export const REACTIVATE_FAILED = 'Could not reactivate the member';

function Reactivate({ userId }: { userId: number }) {
  const reactivate = useReactivateMember();
  return (
    <div className="space-y-3">
      {reactivate.isError ? <Alert>{messageOf(reactivate.error, REACTIVATE_FAILED)}</Alert> : null}
      <Button disabled={reactivate.isPending} onClick={() => reactivate.mutate(userId)}>
        {reactivate.isPending ? 'Reactivating…' : 'Reactivate'}
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
  const userId = Number(useParams().userId);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  return (
    <>
      <PageHeader
        title="Member exit"
        actions={
          <ButtonLink to="/members" variant="secondary">
            Back to members
          </ButtonLink>
        }
      >
        What leaving settles: savings, loans and pledges. Amounts in KES.
      </PageHeader>
      {valid ? <ExitContent userId={userId} /> : <Alert>User not found.</Alert>}
    </>
  );
}

function ExitContent({ userId }: { userId: number }) {
  const preview = useExitPreview(userId);
  // Held here, not in the form: once the member has left the form goes, and a refund owed by M-Pesa
  // is still to be sent from Payouts (docs/decisions/payouts.md, "Owing").
  const exit = useMemberExit(userId);
  return (
    <Loaded query={preview} loading="Loading the preview..." failed={EXIT_PREVIEW_FAILED}>
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
