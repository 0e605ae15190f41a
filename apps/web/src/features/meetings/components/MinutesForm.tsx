import { AGENDA_MAX, type MeetingMinutes, NOTES_MAX } from '@links/domain';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import type { SelectOption } from '../../../components/ui/Select';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useSaveMinutes } from '../api/minutes';
import {
  type MinutesFormValues,
  minutesBody,
  minutesResolver,
  minutesSubjects,
  minutesValues,
  RESOLUTION_FIELDS,
} from './minutes-form';
import { ResolutionRows } from './ResolutionRows';

/**
 * Who may propose or second: the members on the sheet, by name, and anyone a saved resolution
 * already names who is not on it (a member who has left since).
 */
export function proposerOptions(minutes: MeetingMinutes): SelectOption[] {
  const people = new Map<number, string>();
  for (const row of minutes.attendance) people.set(row.user_id, `${row.firstname} ${row.lastname}`);
  for (const resolution of minutes.resolutions) {
    for (const [id, who] of [
      [resolution.proposed_by, resolution.proposer],
      [resolution.seconded_by, resolution.seconder],
    ] as const) {
      if (!people.has(id)) people.set(id, `${who.firstname} ${who.lastname}`);
    }
  }
  return [...people].map(([id, name]) => ({ value: String(id), label: name }));
}

/** Every field a refusal may name: the agenda, the notes and each field of each resolution. */
const fieldsOf = (values: MinutesFormValues): Path<MinutesFormValues>[] => [
  'agenda',
  'notes',
  ...values.resolutions.flatMap((_, index) =>
    RESOLUTION_FIELDS.map((field) => `resolutions.${index}.${field}` as Path<MinutesFormValues>),
  ),
];

/**
 * The secretary's minutes (docs/decisions/meetings.md, "Minutes"): the agenda, the notes and the
 * resolutions, saved whole. A refusal naming a field (`resolutions.1.seconded_by`) is shown under
 * that field of that resolution; any other above the form.
 */
export function MinutesForm({
  minutes,
  onSaved,
  onCancel,
}: {
  minutes: MeetingMinutes;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMinutes(minutes.meeting_id);
  const subjects = minutesSubjects(t);
  const form = useForm<MinutesFormValues>({
    resolver: minutesResolver(subjects),
    defaultValues: minutesValues(minutes),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const listError =
    form.formState.errors.resolutions?.root?.message ?? form.formState.errors.resolutions?.message;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(minutesBody(values), {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => {
        const shown = showServerErrors(error, form.setError, fieldsOf(values), subjects);
        const message = messageOf(error, t('meetings.minutesForm.failed'));
        // A refusal already said under its field is not said again above the form.
        if (!shown.includes(message)) setFailure(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('meetings.minutes.edit')}>
      {failure ? <Alert>{failure}</Alert> : null}
      {listError ? <Alert>{listError}</Alert> : null}
      <TextAreaField
        control={form.control}
        name="agenda"
        label={t('meetings.minutes.agenda')}
        maxLength={AGENDA_MAX}
        rows={4}
        disabled={save.isPending}
      />
      <TextAreaField
        control={form.control}
        name="notes"
        label={t('meetings.minutes.notes')}
        maxLength={NOTES_MAX}
        rows={8}
        disabled={save.isPending}
      />
      <ResolutionRows control={form.control} members={proposerOptions(minutes)} disabled={save.isPending} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('meetings.minutesForm.saving') : t('meetings.minutesForm.save')}
        </Button>
      </div>
    </form>
  );
}
