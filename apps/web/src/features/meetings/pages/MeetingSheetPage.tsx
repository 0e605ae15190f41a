import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { changesGroup } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { useMeetingSheet } from '../api/meetings';
import { MeetingPending, useBackToMeetings } from '../components/MeetingPending';
import { kindTitle, MeetingStatusPill } from '../components/meeting-labels';
import type { OpenedState } from '../components/NewMeetingForm';
import { SheetEditor } from '../components/SheetEditor';

/**
 * /meetings/:id: a meeting's sheet (docs/decisions/meetings.md, "The sheet"), filled in by the
 * officials as the money is counted, then submitted and approved; the auditor reads it.
 */
export function MeetingSheetPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const meetingId = Number(id);
  const valid = Number.isSafeInteger(meetingId) && meetingId > 0;
  if (!valid) {
    return (
      <MeetingPending title={t('meetings.sheet.meeting')}>
        <Alert>{t('meetings.notFound')}</Alert>
      </MeetingPending>
    );
  }
  return <MeetingSheetOf meetingId={meetingId} />;
}

function MeetingSheetOf({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const sheet = useMeetingSheet(meetingId);
  const back = useBackToMeetings();
  const notice = (useLocation().state as OpenedState | null)?.notice;
  if (sheet.isPending) {
    return (
      <MeetingPending title={t('meetings.sheet.meeting')}>
        <Loading>{t('meetings.sheet.loading')}</Loading>
      </MeetingPending>
    );
  }
  if (sheet.isError) {
    const missing = sheet.error instanceof ApiError && sheet.error.status === 404;
    return (
      <MeetingPending title={t('meetings.sheet.meeting')}>
        <Alert>{missing ? t('meetings.notFound') : t('meetings.sheet.failed')}</Alert>
      </MeetingPending>
    );
  }
  const meeting = sheet.data;
  return (
    <>
      <PageHeader
        title={t('meetings.sheet.title', { date: formatDate(meeting.date) })}
        actions={
          <>
            {/* docs/decisions/meetings.md, "Minutes": the secretary writes them, whatever the sheet's state. */}
            <ButtonLink to={`/meetings/${meeting.meeting_id}/minutes`} variant="secondary">
              {t('meetings.sheet.minutes')}
            </ButtonLink>
            <ButtonLink to={back.to} variant="secondary">
              {back.label}
            </ButtonLink>
          </>
        }
      >
        <span className="flex flex-wrap items-center gap-2">
          <span>{kindTitle(t, meeting.kind)}</span>
          <MeetingStatusPill status={meeting.status} />
          <span>{t('meetings.amountsInKes')}</span>
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
