import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { changesGroup } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { useMeetingSheet } from '../api/meetings';
import { kindTitle, MeetingStatusPill } from '../components/meeting-labels';
import type { OpenedState } from '../components/NewMeetingForm';
import { SheetEditor } from '../components/SheetEditor';

export const MEETING_NOT_FOUND = 'Meeting not found';
export const SHEET_FAILED = 'Failed to load the meeting sheet';

const back = { to: '/meetings', label: 'Back to meetings' };

/**
 * /meetings/:id: a meeting's sheet (docs/decisions/meetings.md, "The sheet"), filled in by the
 * officials as the money is counted, then submitted and approved; the auditor reads it.
 */
export function MeetingSheetPage() {
  const { id } = useParams();
  const meetingId = Number(id);
  const valid = Number.isSafeInteger(meetingId) && meetingId > 0;
  if (!valid) {
    return (
      <>
        <PageHeader title="Meeting" link={back} />
        <Alert>{MEETING_NOT_FOUND}</Alert>
      </>
    );
  }
  return <MeetingSheetOf meetingId={meetingId} />;
}

function MeetingSheetOf({ meetingId }: { meetingId: number }) {
  const user = useStoredUser();
  const sheet = useMeetingSheet(meetingId);
  const notice = (useLocation().state as OpenedState | null)?.notice;
  if (sheet.isPending) {
    return (
      <>
        <PageHeader title="Meeting" link={back} />
        <Loading>Loading the meeting sheet...</Loading>
      </>
    );
  }
  if (sheet.isError) {
    const missing = sheet.error instanceof ApiError && sheet.error.status === 404;
    return (
      <>
        <PageHeader title="Meeting" link={back} />
        <Alert>{missing ? MEETING_NOT_FOUND : SHEET_FAILED}</Alert>
      </>
    );
  }
  const meeting = sheet.data;
  return (
    <>
      <PageHeader
        title={`Meeting of ${formatDate(meeting.date)}`}
        actions={
          <>
            {/* docs/decisions/meetings.md, "Minutes": the secretary writes them, whatever the sheet's state. */}
            <ButtonLink to={`/meetings/${meeting.meeting_id}/minutes`} variant="secondary">
              Minutes
            </ButtonLink>
            <ButtonLink to={back.to} variant="secondary">
              {back.label}
            </ButtonLink>
          </>
        }
      >
        <span className="flex flex-wrap items-center gap-2">
          <span>{kindTitle(meeting.kind)}</span>
          <MeetingStatusPill status={meeting.status} />
          <span>Amounts in KES.</span>
        </span>
      </PageHeader>
      {notice && meeting.status === 'Draft' ? (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <SheetEditor key={meeting.meeting_id} sheet={meeting} writes={changesGroup(user)} />
    </>
  );
}
