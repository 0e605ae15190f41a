import { createMeetingBodyFor, type MeetingKind, todayInGroupZone } from '@links/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/form/SelectField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { DateField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useCreateMeeting } from '../api/meetings';
import { kindOptions } from './meeting-labels';

interface NewMeetingValues {
  date: string;
  kind: string;
}

/** The server's body schema, "today" being the browser's date in the group's time zone. */
const meetingBody = createMeetingBodyFor(todayInGroupZone);

/** What the sheet's screen says when it opens after the form: the server's words. */
export interface OpenedState {
  notice?: string;
}

/**
 * docs/decisions/meetings.md, "A meeting": the day it was held (today in Nairobi unless changed,
 * never in the future nor in a closed period) and its kind (ordinary unless changed). Opened, the
 * meeting's sheet is shown; a refusal naming a field is shown under it, any other (a meeting of
 * that kind already that day) above the form.
 */
export function NewMeetingForm() {
  const { t } = useTranslation();
  const create = useCreateMeeting();
  const navigate = useNavigate();
  const today = todayInGroupZone();
  // The fields as their messages name them (`Date is required`), in the language on screen.
  const subjects = { date: t('meetings.newForm.date'), kind: t('meetings.newForm.kind') };
  const form = useForm<NewMeetingValues>({
    resolver: schemaResolver(meetingBody, subjects),
    defaultValues: { date: today, kind: 'ordinary' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      { date: values.date, kind: values.kind as MeetingKind },
      {
        onSuccess: (answer) => {
          const state: OpenedState = { notice: answer.message };
          void navigate(`/meetings/${answer.meeting_id}`, { state });
        },
        onError: (error) => {
          const shown = showServerErrors(error, form.setError, ['date', 'kind'], subjects);
          const message = messageOf(error, t('meetings.newForm.failed'));
          // A refusal already said under its field is not said again above the form.
          if (!shown.includes(message)) setFailure(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('meetings.newMeeting')}>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField
          control={form.control}
          name="date"
          label={t('meetings.newForm.date')}
          max={today}
          required
        />
        <SelectField
          control={form.control}
          name="kind"
          label={t('meetings.newForm.kind')}
          placeholder={t('meetings.newForm.selectKind')}
          options={kindOptions(t)}
        />
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('meetings.newForm.opening') : t('meetings.newForm.open')}
      </Button>
    </form>
  );
}
