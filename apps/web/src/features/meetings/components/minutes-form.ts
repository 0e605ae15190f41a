import { type MeetingMinutes, saveMinutesBody } from '@links/domain';
import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from '../../../components/form/schemaResolver';
import type { Subjects } from '../../../components/form/subjects';
import type { SaveMinutesBody } from '../api/minutes';

/** One resolution as the form holds it: the text, the members' ids as the selects give them, the votes as typed. */
export interface ResolutionValues {
  text: string;
  proposed_by: string;
  seconded_by: string;
  votes_for: string;
  votes_against: string;
}

/** The minutes form's values, under the wire's names, so a refusal's `fields` land on them. */
export interface MinutesFormValues extends FieldValues {
  agenda: string;
  notes: string;
  resolutions: ResolutionValues[];
}

/**
 * The form's words for the server's field names (docs/decisions/forms.md), as the shared rules'
 * messages name them, in the language on screen.
 */
export const minutesSubjects = (t: TFunction): Subjects => ({
  agenda: t('meetings.minutes.agenda'),
  notes: t('meetings.minutes.notes'),
  text: t('meetings.minutesForm.resolution'),
  proposed_by: t('meetings.minutesForm.subjects.proposer'),
  seconded_by: t('meetings.minutesForm.subjects.seconder'),
  votes_for: t('meetings.minutes.votesFor'),
  votes_against: t('meetings.minutes.votesAgainst'),
});

/** The fields of a resolution row, in the order the form shows them. */
export const RESOLUTION_FIELDS = [
  'text',
  'proposed_by',
  'seconded_by',
  'votes_for',
  'votes_against',
] as const;

export const newResolution = (): ResolutionValues => ({
  text: '',
  proposed_by: '',
  seconded_by: '',
  votes_for: '',
  votes_against: '',
});

/** The minutes as the form starts: what was saved, blanks where nothing was. */
export const minutesValues = (minutes: MeetingMinutes): MinutesFormValues => ({
  agenda: minutes.agenda ?? '',
  notes: minutes.notes ?? '',
  resolutions: minutes.resolutions.map((resolution) => ({
    text: resolution.text,
    proposed_by: String(resolution.proposed_by),
    seconded_by: String(resolution.seconded_by),
    votes_for: String(resolution.votes_for),
    votes_against: String(resolution.votes_against),
  })),
});

/**
 * A count as typed: digits are its number; anything else (blank, `1.5`, `ten`) is not a number,
 * which the body refuses as `votes_for must be a whole number from 0 to 10,000`.
 */
const count = (typed: string): number => {
  const text = typed.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
};

/** A member chosen in a select: their id, or the blank the body reads as `proposed_by is required`. */
const memberOf = (chosen: string): number | string => (/^\d+$/.test(chosen) ? Number(chosen) : chosen);

/**
 * The form's values as `PUT /meetings/{meetingId}/minutes` takes them: the whole of the minutes
 * (docs/decisions/meetings.md, "Minutes"), resolutions in the form's order, ids and votes as numbers.
 */
export const minutesBody = (values: MinutesFormValues): SaveMinutesBody => ({
  agenda: values.agenda,
  notes: values.notes,
  resolutions: values.resolutions.map((resolution) => ({
    text: resolution.text,
    proposed_by: memberOf(resolution.proposed_by),
    seconded_by: memberOf(resolution.seconded_by),
    votes_for: count(resolution.votes_for),
    votes_against: count(resolution.votes_against),
  })),
});

/** The server's body schema, read from the form's values: one rule source (docs/decisions/forms.md). */
const minutesSchema = z.preprocess((values) => minutesBody(values as MinutesFormValues), saveMinutesBody);

/** The form's rules, said with `subjects` (`minutesSubjects`). */
export const minutesResolver = (subjects: Subjects) =>
  schemaResolver<MinutesFormValues>(minutesSchema, subjects);
