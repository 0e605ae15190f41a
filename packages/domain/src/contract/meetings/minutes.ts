import { z } from 'zod';
import { ATTENDANCE, SHEET_COLUMNS } from '../../engine/meetings/sheet.js';
import { wholeId } from '../ids.js';
import { optionalText, wholeNumberIn } from '../request-fields.js';
import { amounts, nullableId, wireId } from '../wire.js';
import { MEETING_KINDS, MEETING_STATUSES } from './kinds.js';

/**
 * A meeting's minutes (docs/decisions/meetings.md, "Minutes"): the agenda, the notes and the
 * resolutions the secretary records, with what the meeting itself holds: who came, the money
 * received and the loans issued that day.
 */

export const AGENDA_MAX = 4000;
export const NOTES_MAX = 20_000;
export const RESOLUTION_MAX = 1000;
export const RESOLUTIONS_MAX = 50;
/** Most votes a resolution can count: more than any group has members. */
export const VOTES_MAX = 10_000;

const votes = (field: string) =>
  wholeNumberIn(
    0,
    VOTES_MAX,
    `${field} must be a whole number from 0 to ${VOTES_MAX.toLocaleString('en-US')}`,
  );

export const resolutionInput = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(RESOLUTION_MAX, `text must be at most ${RESOLUTION_MAX} characters`),
  proposed_by: wholeId('proposed_by'),
  seconded_by: wholeId('seconded_by'),
  votes_for: votes('votes_for'),
  votes_against: votes('votes_against'),
});
export type ResolutionInput = z.output<typeof resolutionInput>;

/** PUT /meetings/{meetingId}/minutes: the whole of the minutes, replacing what was there. */
export const saveMinutesBody = z.object({
  agenda: optionalText('agenda', AGENDA_MAX),
  notes: optionalText('notes', NOTES_MAX),
  resolutions: z
    .array(resolutionInput, { error: 'resolutions must be a list' })
    .max(RESOLUTIONS_MAX, `A meeting has at most ${RESOLUTIONS_MAX} resolutions`)
    .default([])
    .superRefine((list, ctx) => {
      for (const [index, resolution] of list.entries()) {
        if (resolution.proposed_by === resolution.seconded_by) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'seconded_by'],
            message: 'seconded_by must be someone other than the proposer',
          });
        }
      }
    }),
});
export type SaveMinutesInput = z.output<typeof saveMinutesBody>;

const person = { firstname: z.string(), lastname: z.string() };

export const resolutionView = z.object({
  position: z.number().int(),
  text: z.string(),
  proposed_by: wireId,
  proposer: z.object(person),
  seconded_by: wireId,
  seconder: z.object(person),
  votes_for: z.number().int(),
  votes_against: z.number().int(),
  /** More votes for than against. */
  carried: z.boolean(),
});

export const meetingMinutes = z
  .object({
    meeting_id: wireId,
    date: z.string(),
    kind: z.enum(MEETING_KINDS),
    status: z.enum(MEETING_STATUSES),
    agenda: z.string().nullable(),
    notes: z.string().nullable(),
    resolutions: z.array(resolutionView),
    attendance: z.array(
      z.object({ user_id: wireId, member_no: z.string(), ...person, attendance: z.enum(ATTENDANCE) }),
    ),
    /**
     * The money the sheet received, by column (savings, long-term and short-term repayments) and by
     * each other kind of contribution, named.
     */
    received: z.object({
      ...amounts(...SHEET_COLUMNS, 'total'),
      contributions: z.array(
        z.object({ contribution_kind_id: z.number().int(), name: z.string(), amount: z.number() }),
      ),
      rotations: z.array(z.object({ rotation_id: z.number().int(), name: z.string(), amount: z.number() })),
    }),
    loans_issued: z.array(
      z.object({ loan_id: wireId, user_id: nullableId, ...person, kind: z.string(), ...amounts('amount') }),
    ),
    minutes_updated_at: z.string().nullable(),
  })
  .meta({ id: 'MeetingMinutes' });
export type MeetingMinutes = z.infer<typeof meetingMinutes>;

export const minutesAnswer = meetingMinutes.extend({ message: z.string() });
