import { z } from 'zod';
import { ATTENDANCE, SHEET_COLUMNS } from '../../engine/meetings/sheet.js';
import { idParam, optionalMoneyAccountId, wholeId } from '../ids.js';
import { pageQuery, paginationSchema } from '../lists.js';
import { kesAmount } from '../money-schema.js';
import { calendarDate } from '../request-fields.js';
import { amounts, nullableId, wireId } from '../wire.js';
import { MEETING_KINDS, MEETING_STATUSES } from './kinds.js';

/**
 * The meeting sheet (docs/decisions/meetings.md): a meeting of the group, one row per active member
 * with what they brought and whether they came, submitted as one pending transaction per member who
 * paid and approved in one step.
 */

export * from './kinds.js';
export * from './minutes.js';

/** Most rows one save may carry: a group's whole sheet. */
export const SHEET_ROWS_MAX = 1000;

/** POST /meetings: the day it was held (not in the future, not in a closed period) and its kind. */
export const createMeetingBodyFor = (today: () => string) =>
  z.object({
    date: calendarDate('date').refine((date) => date <= today(), 'date must not be in the future'),
    kind: z.enum(MEETING_KINDS, { error: 'kind must be ordinary, special or annual' }).default('ordinary'),
  });
export type CreateMeetingInput = z.output<ReturnType<typeof createMeetingBodyFor>>;

/** Most kinds of contribution a row carries besides savings. */
export const SHEET_KINDS_MAX = 20;

/** What a row brought of one kind of contribution besides savings. */
export const sheetContributionInput = z.object({
  contribution_kind_id: wholeId('contribution_kind_id'),
  amount: kesAmount('amount'),
});

/**
 * One row of a save: the member, whether they came and what they brought (0 for nothing). The
 * other kinds of contribution, when sent, replace the row's: a kind left out is 0
 * (docs/decisions/meetings.md, "Kinds of contribution on the sheet").
 */
export const sheetEntryInput = z.object({
  user_id: wholeId('user_id'),
  attendance: z.enum(ATTENDANCE, { error: 'attendance must be present, late, absent or apologised' }),
  saving: kesAmount('saving'),
  long_term: kesAmount('long_term'),
  short_term: kesAmount('short_term'),
  /**
   * Fines paid (docs/decisions/meetings.md, "Fines paid at the meeting"); left out, the row keeps what
   * it had.
   */
  fines: kesAmount('fines').optional(),
  contributions: z
    .array(sheetContributionInput, { error: 'contributions must be a list' })
    .max(SHEET_KINDS_MAX, `contributions must hold at most ${SHEET_KINDS_MAX} kinds`)
    .superRefine((kinds, ctx) => {
      const seen = new Set<number>();
      for (const [index, kind] of kinds.entries()) {
        if (seen.has(kind.contribution_kind_id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'contribution_kind_id'],
            message: 'A kind is on a row once',
          });
        }
        seen.add(kind.contribution_kind_id);
      }
    })
    .optional(),
  /**
   * What the row paid into each merry-go-round of the sheet, when sent, replacing the row's
   * (docs/decisions/meetings.md, "Merry-go-rounds on the sheet").
   */
  rotations: z
    .array(z.object({ rotation_id: wholeId('rotation_id'), amount: kesAmount('amount') }), {
      error: 'rotations must be a list',
    })
    .max(SHEET_KINDS_MAX, `rotations must hold at most ${SHEET_KINDS_MAX} merry-go-rounds`)
    .refine(
      (rows) => new Set(rows.map((row) => row.rotation_id)).size === rows.length,
      'A merry-go-round is on a row once',
    )
    .optional(),
});
export type SheetEntryInput = z.output<typeof sheetEntryInput>;

/**
 * PUT /meetings/{meetingId}/entries: the rows changed since the last save (a row sent again
 * replaces it) and, when chosen, the money account the sheet's money came into.
 */
export const saveSheetBody = z.object({
  account_id: optionalMoneyAccountId('account_id'),
  entries: z
    .array(sheetEntryInput, { error: 'entries must be a list of rows' })
    .max(SHEET_ROWS_MAX, `entries must hold at most ${SHEET_ROWS_MAX} rows`)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      for (const [index, row] of rows.entries()) {
        if (seen.has(row.user_id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'user_id'],
            message: 'A member is on the sheet once',
          });
        }
        seen.add(row.user_id);
      }
    }),
});
export type SaveSheetInput = z.output<typeof saveSheetBody>;

export const meetingIdParams = z.object({ meetingId: idParam('meetingId') });

/** What a member is expected to bring to the meeting, worked out when the sheet is opened. */
const expected = z.object(amounts(...SHEET_COLUMNS));

/** A row's amount of one kind besides savings, and what it was expected to bring of it. */
export const sheetContribution = z.object({
  contribution_kind_id: wireId,
  amount: z.number(),
  expected: z.number(),
});

export const sheetRow = z.object({
  user_id: wireId,
  member_no: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  attendance: z.enum(ATTENDANCE),
  ...amounts(...SHEET_COLUMNS),
  expected,
  /** One per column of `kinds`, in that order. */
  contributions: z.array(sheetContribution),
  /** One per column of `rotations`, in that order; a member not in one is expected 0 and may pay nothing. */
  rotations: z.array(
    z.object({
      rotation_id: wireId,
      amount: z.number(),
      expected: z.number(),
      /** Whether the member is in it: one who is not may pay nothing into it. */
      member: z.boolean(),
    }),
  ),
  /** The pending (then approved) transaction the row became on submit; null before, or when it paid nothing. */
  transaction_id: nullableId,
  /** The attendance fine charged on submit, in KES; 0 for none. */
  fine: z.number(),
});
export type SheetRow = z.infer<typeof sheetRow>;

export const meetingView = z
  .object({
    meeting_id: wireId,
    date: z.string(),
    kind: z.enum(MEETING_KINDS),
    status: z.enum(MEETING_STATUSES),
    account_id: wireId,
    account_name: z.string(),
    /** How many members came (present or late) and how many rows the sheet has. */
    attended: z.number().int(),
    members: z.number().int(),
    ...amounts('total'),
    created_at: z.string(),
    submitted_at: z.string().nullable(),
    approved_at: z.string().nullable(),
  })
  .meta({ id: 'Meeting' });
export type MeetingView = z.infer<typeof meetingView>;

/** GET /meetings/{meetingId}: the meeting, its rows and the totals of each column. */
export const meetingSheet = meetingView
  .extend({
    /** The columns of the kinds of contribution besides savings, in order. */
    kinds: z.array(z.object({ contribution_kind_id: wireId, name: z.string() })),
    /** The columns of the merry-go-rounds collecting, in order. */
    rotations: z.array(z.object({ rotation_id: wireId, name: z.string() })),
    rows: z.array(sheetRow),
    totals: z.object({
      ...amounts(...SHEET_COLUMNS, 'total'),
      contributions: z.array(z.object({ contribution_kind_id: wireId, amount: z.number() })),
      rotations: z.array(z.object({ rotation_id: wireId, amount: z.number() })),
    }),
  })
  .meta({ id: 'MeetingSheet' });
export type MeetingSheet = z.infer<typeof meetingSheet>;

/** The answer of a change to a meeting: the sheet as it now is, and the server's words. */
export const meetingAnswer = meetingSheet.extend({ message: z.string() });
export type MeetingAnswer = z.infer<typeof meetingAnswer>;

/** GET /meetings: newest first, a page at a time. */
export const meetingListQuery = pageQuery;

export const meetingsPage = z.object({ meetings: z.array(meetingView), pagination: paginationSchema });
