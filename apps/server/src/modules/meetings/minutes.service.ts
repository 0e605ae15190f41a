import { centsToKes, type MeetingMinutes, type SaveMinutesInput } from '@links/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { meetingResolutions, meetings } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { namesOf } from '../directory/directory.service.js';
import { loansIssuedOn } from '../loans/index.js';
import { lockedMeeting, MEETING_NOT_FOUND } from './meetings.service.js';
import { type Meeting, sheetOf } from './sheet-rows.js';

const KIND_LABELS: Record<string, string> = { long_term: 'Long-term', short_term: 'Short-term' };

async function resolutionsOf(db: DbOrTx, meetingId: number) {
  return db
    .select()
    .from(meetingResolutions)
    .where(eq(meetingResolutions.meetingId, meetingId))
    .orderBy(asc(meetingResolutions.position));
}

/**
 * GET /meetings/{id}/minutes (docs/decisions/meetings.md, "Minutes"): what the secretary recorded,
 * with who came, the money the sheet received by column and the loans issued on the day.
 */
export async function minutesOf(db: DbOrTx, meeting: Meeting): Promise<MeetingMinutes> {
  const sheet = await sheetOf(db, meeting);
  const resolutions = await resolutionsOf(db, meeting.id);
  const loans = await loansIssuedOn(db, meeting.heldOn);
  const names = await namesOf(db, [
    ...resolutions.flatMap((r) => [r.proposedBy, r.secondedBy]),
    ...loans.map((loan) => loan.userId),
  ]);
  const person = (id: number) => ({
    firstname: names.get(id)?.firstname ?? '',
    lastname: names.get(id)?.lastname ?? '',
  });
  return {
    meeting_id: meeting.id,
    date: meeting.heldOn,
    kind: meeting.kind,
    status: meeting.status,
    agenda: meeting.agenda,
    notes: meeting.notes,
    resolutions: resolutions.map((r) => ({
      position: r.position,
      text: r.text,
      proposed_by: r.proposedBy,
      proposer: person(r.proposedBy),
      seconded_by: r.secondedBy,
      seconder: person(r.secondedBy),
      votes_for: r.votesFor,
      votes_against: r.votesAgainst,
      carried: r.votesFor > r.votesAgainst,
    })),
    attendance: sheet.rows.map((row) => ({
      user_id: row.user_id,
      member_no: row.member_no,
      firstname: row.firstname,
      lastname: row.lastname,
      attendance: row.attendance,
    })),
    received: {
      ...sheet.totals,
      contributions: sheet.totals.contributions.map((column) => ({
        ...column,
        name:
          sheet.kinds.find((kind) => kind.contribution_kind_id === column.contribution_kind_id)?.name ?? '',
      })),
      rotations: sheet.totals.rotations.map((column) => ({
        ...column,
        name: sheet.rotations.find((rotation) => rotation.rotation_id === column.rotation_id)?.name ?? '',
      })),
    },
    loans_issued: loans.map((loan) => ({
      loan_id: loan.id,
      user_id: loan.userId,
      ...person(loan.userId),
      kind: KIND_LABELS[loan.kind] ?? loan.kind,
      amount: centsToKes(loan.amountCents),
    })),
    minutes_updated_at: meeting.minutesUpdatedAt?.toISOString() ?? null,
  };
}

export async function meetingMinutes(db: DbOrTx, id: number): Promise<MeetingMinutes> {
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  return minutesOf(db, meeting);
}

/**
 * PUT /meetings/{id}/minutes: the agenda, notes and resolutions replace what was there, whatever the
 * sheet's state; each proposer and seconder must be a member of the group. Recorded in the audit
 * trail with what changed.
 */
export async function saveMinutes(db: Db, id: number, input: SaveMinutesInput, who: SignedInContext) {
  return db.transaction(async (tx) => {
    const meeting = await lockedMeeting(tx, id);
    const people = input.resolutions.flatMap((r) => [r.proposed_by, r.seconded_by]);
    const known = await namesOf(tx, people);
    for (const [index, resolution] of input.resolutions.entries()) {
      for (const field of ['proposed_by', 'seconded_by'] as const) {
        if (known.has(resolution[field])) continue;
        const problem = `Member ${resolution[field]} is not a member of the group.`;
        throw unprocessable(problem, { [`resolutions.${index}.${field}`]: problem }, 'NOT_A_MEMBER');
      }
    }
    const before = await resolutionsOf(tx, id);
    await tx.delete(meetingResolutions).where(eq(meetingResolutions.meetingId, id));
    if (input.resolutions.length > 0) {
      await tx.insert(meetingResolutions).values(
        input.resolutions.map((r, index) => ({
          meetingId: id,
          position: index + 1,
          text: r.text,
          proposedBy: r.proposed_by,
          secondedBy: r.seconded_by,
          votesFor: r.votes_for,
          votesAgainst: r.votes_against,
        })),
      );
    }
    const [saved] = await tx
      .update(meetings)
      .set({ agenda: input.agenda, notes: input.notes, minutesUpdatedAt: who.at })
      .where(eq(meetings.id, id))
      .returning();
    await recordAudit(tx, who, {
      action: 'update',
      entity: 'meeting_minutes',
      entityId: id,
      before: { agenda: meeting.agenda, notes: meeting.notes, resolutions: before.length },
      after: { agenda: input.agenda, notes: input.notes, resolutions: input.resolutions.length },
    });
    return { ...(await minutesOf(tx, saved ?? meeting)), message: 'Minutes saved.' };
  });
}
