import type { MeetingMinutes } from '@links/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { useMeetingMinutes } from '../api/minutes';
import { MeetingPending, useBackToMeetings } from '../components/MeetingPending';
import { MinutesForm } from '../components/MinutesForm';
import { MinutesPdfLink } from '../components/MinutesPdfLink';
import { MinutesView } from '../components/MinutesView';
import { kindTitle, MeetingStatusPill } from '../components/meeting-labels';

/**
 * /meetings/:id/minutes (every member; docs/decisions/meetings.md, "Minutes"): the meeting's
 * minutes and their PDF; an official writes them with "Edit minutes".
 */
export function MeetingMinutesPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const meetingId = Number(id);
  if (!Number.isSafeInteger(meetingId) || meetingId <= 0) {
    return (
      <MeetingPending title={t('meetings.minutes.title')}>
        <Alert>{t('meetings.notFound')}</Alert>
      </MeetingPending>
    );
  }
  return <MinutesOf meetingId={meetingId} />;
}

function MinutesOf({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation();
  const minutes = useMeetingMinutes(meetingId);
  if (minutes.isPending) {
    return (
      <MeetingPending title={t('meetings.minutes.title')}>
        <Loading>{t('meetings.minutes.loading')}</Loading>
      </MeetingPending>
    );
  }
  if (minutes.isError) {
    const missing = minutes.error instanceof ApiError && minutes.error.status === 404;
    return (
      <MeetingPending title={t('meetings.minutes.title')}>
        <Alert>{missing ? t('meetings.notFound') : t('meetings.minutes.failed')}</Alert>
      </MeetingPending>
    );
  }
  return <MinutesShown minutes={minutes.data} />;
}

function MinutesShown({ minutes }: { minutes: MeetingMinutes }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  // Officials write the minutes; they and the auditor also read the meeting's sheet, which holds
  // each member's money (docs/decisions/meetings.md, "A meeting"); a member never gets its link.
  const writes = changesGroup(user);
  const readsSheet = hasKnownRole(user) && screensOf(user) === 'admin';
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { meeting_id: meetingId } = minutes;
  return (
    <>
      <PageHeader
        title={t('meetings.minutes.titleOf', { date: formatDate(minutes.date) })}
        link={useBackToMeetings()}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span>{kindTitle(t, minutes.kind)}</span>
          <MeetingStatusPill status={minutes.status} />
          <span>{t('meetings.amountsInKes')}</span>
        </span>
      </PageHeader>
      {/* docs/decisions/phone.md, "On paper": the minutes print without their buttons. */}
      <div className="mb-6 flex flex-wrap items-start gap-2 print:hidden">
        <MinutesPdfLink meetingId={meetingId} date={minutes.date} />
        {readsSheet ? (
          <ButtonLink to={`/meetings/${meetingId}`} variant="secondary">
            {t('meetings.minutes.sheet')}
          </ButtonLink>
        ) : null}
        {writes && !editing ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {t('meetings.minutes.edit')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        // Brought into view: the Save button it answers may have been far down a long form.
        <div className="mb-6" ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}>
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {writes && editing ? (
        <Card title={t('meetings.minutes.edit')} className="mb-8">
          <MinutesForm
            minutes={minutes}
            onSaved={(message) => {
              setNotice(message);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Card>
      ) : (
        <MinutesView minutes={minutes} />
      )}
    </>
  );
}
