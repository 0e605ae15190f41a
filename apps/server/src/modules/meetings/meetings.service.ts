import { type CreateMeetingInput, paginationOf, type SaveSheetInput } from '@links/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { meetings } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { accountNamesOf, refuseClosedDate, resolveMoneyAccount, systemAccountId } from '../books/index.js';
import { activeMembers } from '../directory/directory.service.js';
import { openKindRows, saveKindRows } from './sheet-kinds.js';
import { openRotationRows, saveRotationRows } from './sheet-rotations.js';
import {
  expectedOf,
  type Meeting,
  meetingFigures,
  meetingViewOf,
  sheetOf,
  upsertRows,
} from './sheet-rows.js';

export const MEETING_NOT_FOUND = 'Meeting not found.';

export const statusRefusals = {
  Submitted: () =>
    conflict('This sheet has been submitted: its rows can no longer change.', 'MEETING_SUBMITTED'),
  Approved: () => conflict('This sheet has been approved already.', 'MEETING_APPROVED'),
};

/** The meeting, locked until the transaction ends: its sheet's changes and its submit run one at a time. */
export async function lockedMeeting(tx: Tx, id: number): Promise<Meeting> {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, id)).for('update');
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  return meeting;
}

/** Refuses a change to a sheet that is no longer a draft. */
export function refuseUnlessDraft(meeting: Meeting): void {
  if (meeting.status !== 'Draft') throw statusRefusals[meeting.status]();
}

/**
 * POST /meetings (docs/decisions/meetings.md, "A meeting"): opens the meeting and its sheet, every
 * active member `present` with what they are expected to bring typed in, the money into Cash on hand.
 */
export async function openMeeting(db: Db, input: CreateMeetingInput, who: SignedInContext) {
  await refuseClosedDate(db, input.date, 'date');
  return db.transaction(async (tx) => {
    const cash = await resolveMoneyAccount(tx, await systemAccountId(tx, 'cash'), null);
    const [meeting] = await tx
      .insert(meetings)
      .values({ heldOn: input.date, kind: input.kind, accountId: cash.id, createdBy: who.userId })
      .onConflictDoNothing({ target: [meetings.groupId, meetings.heldOn, meetings.kind] })
      .returning();
    if (!meeting) {
      const [there] = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.heldOn, input.date), eq(meetings.kind, input.kind)));
      throw conflict(
        `There is already an ${input.kind} meeting on ${input.date} (meeting #${there?.id ?? '?'}).`,
        'MEETING_EXISTS',
      );
    }
    const members = await activeMembers(tx);
    const expected = await expectedOf(tx, members, input.date);
    await upsertRows(
      tx,
      meeting.id,
      members.map((member) => {
        const due = expected.get(member.id)!;
        return {
          userId: member.id,
          attendance: 'present' as const,
          savingCents: due.saving,
          longTermCents: due.longTerm,
          shortTermCents: due.shortTerm,
          finesCents: due.fines,
          expectedSavingCents: due.saving,
          expectedLongTermCents: due.longTerm,
          expectedShortTermCents: due.shortTerm,
          expectedFinesCents: due.fines,
        };
      }),
    );
    await openKindRows(
      tx,
      meeting,
      members.map((member) => member.id),
    );
    await openRotationRows(
      tx,
      meeting.id,
      members.map((member) => member.id),
    );
    await recordAudit(tx, who, {
      action: 'create',
      entity: 'meeting',
      entityId: meeting.id,
      after: { date: meeting.heldOn, kind: meeting.kind, members: members.length },
    });
    return { sheet: await sheetOf(tx, meeting), message: `Meeting of ${meeting.heldOn} opened.` };
  });
}

/** GET /meetings: newest first, a page at a time, by the index on the day held. */
export async function listMeetings(db: DbOrTx, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(meetings);
  const rows = await db
    .select()
    .from(meetings)
    .orderBy(desc(meetings.heldOn), desc(meetings.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const figures = await meetingFigures(
    db,
    rows.map((row) => row.id),
  );
  const names = new Map(
    (await accountNamesOf(db, [...new Set(rows.map((row) => row.accountId))])).map((a) => [a.id, a.name]),
  );
  return {
    meetings: rows.map((row) => meetingViewOf(row, names.get(row.accountId) ?? '', figures.get(row.id))),
    pagination: paginationOf(page, perPage, total?.n ?? 0),
  };
}

export async function meetingSheet(db: DbOrTx, id: number) {
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  return sheetOf(db, meeting);
}

/**
 * PUT /meetings/{id}/entries (docs/decisions/meetings.md, "Saving as you go"): the rows sent replace
 * theirs; a row of anyone who is not an active member refuses the whole save.
 */
export async function saveEntries(db: Db, id: number, input: SaveSheetInput) {
  return db.transaction(async (tx) => {
    const meeting = await lockedMeeting(tx, id);
    refuseUnlessDraft(meeting);
    const active = new Set((await activeMembers(tx)).map((member) => member.id));
    for (const [index, row] of input.entries.entries()) {
      if (!active.has(row.user_id)) {
        const problem = `Member ${row.user_id} is not an active member of the group.`;
        throw unprocessable(problem, { [`entries.${index}.user_id`]: problem }, 'NOT_A_MEMBER');
      }
    }
    let kept = meeting;
    if (input.account_id !== undefined && input.account_id !== meeting.accountId) {
      const account = await resolveMoneyAccount(tx, input.account_id, null);
      const [changed] = await tx
        .update(meetings)
        .set({ accountId: account.id })
        .where(eq(meetings.id, id))
        .returning();
      kept = changed ?? meeting;
    }
    await upsertRows(
      tx,
      id,
      input.entries.map((row) => ({
        userId: row.user_id,
        attendance: row.attendance,
        savingCents: row.saving,
        longTermCents: row.long_term,
        shortTermCents: row.short_term,
        finesCents: row.fines,
      })),
    );
    await saveKindRows(tx, id, input);
    await saveRotationRows(tx, id, input);
    const n = input.entries.length;
    return { sheet: await sheetOf(tx, kept), message: `${n} row${n === 1 ? '' : 's'} saved.` };
  });
}
