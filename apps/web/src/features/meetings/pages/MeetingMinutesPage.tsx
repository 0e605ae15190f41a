import type { MeetingMinutes } from '@links/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { useMeetingMinutes } from '../api/minutes';
import { MinutesForm } from '../components/MinutesForm';
import { MinutesPdfLink } from '../components/MinutesPdfLink';
import { MinutesView } from '../components/MinutesView';
import { kindTitle, MeetingStatusPill } from '../components/meeting-labels';
import { MEETING_NOT_FOUND } from './MeetingSheetPage';

export const MINUTES_FAILED = 'Failed to load the minutes';

const back = { to: '/meetings', label: 'Back to meetings' };

/**
 * /meetings/:id/minutes (every member; docs/decisions/meetings.md, "Minutes"): the meeting's
 * minutes and their PDF; an official writes them with "Edit minutes".
 */
export function MeetingMinutesPage() {
  const { id } = useParams();
  const meetingId = Number(id);
  if (!Number.isSafeInteger(meetingId) || meetingId <= 0) {
    return (
      <>
        <PageHeader title="Minutes" link={back} />
        <Alert>{MEETING_NOT_FOUND}</Alert>
      </>
    );
  }
  return <MinutesOf meetingId={meetingId} />;
}

function MinutesOf({ meetingId }: { meetingId: number }) {
  const minutes = useMeetingMinutes(meetingId);
  if (minutes.isPending) {
    return (
      <>
        <PageHeader title="Minutes" link={back} />
        <Loading>Loading the minutes...</Loading>
      </>
    );
  }
  if (minutes.isError) {
    const missing = minutes.error instanceof ApiError && minutes.error.status === 404;
    return (
      <>
        <PageHeader title="Minutes" link={back} />
        <Alert>{missing ? MEETING_NOT_FOUND : MINUTES_FAILED}</Alert>
      </>
    );
  }
  return <MinutesShown minutes={minutes.data} />;
}

function MinutesShown({ minutes }: { minutes: MeetingMinutes }) {
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
      <PageHeader title={`Minutes of ${formatDate(minutes.date)}`} link={back}>
        <span className="flex flex-wrap items-center gap-2">
          <span>{kindTitle(minutes.kind)}</span>
          <MeetingStatusPill status={minutes.status} />
          <span>Amounts in KES.</span>
        </span>
      </PageHeader>
      <div className="mb-6 flex flex-wrap items-start gap-2">
        <MinutesPdfLink meetingId={meetingId} date={minutes.date} />
        {readsSheet ? (
          <ButtonLink to={`/meetings/${meetingId}`} variant="secondary">
            Meeting sheet
          </ButtonLink>
        ) : null}
        {writes && !editing ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            Edit minutes
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
        <Card title="Edit minutes" className="mb-8">
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
