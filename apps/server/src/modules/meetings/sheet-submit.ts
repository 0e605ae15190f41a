import {
  type AttendanceFines,
  attendanceFine,
  cents,
  formatMoney,
  rowTotal,
  type TransactionType,
} from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { meetingEntries, meetings } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { refuseClosedDate } from '../books/index.js';
import { keptItems } from '../contributions/index.js';
import { activeMembers } from '../directory/directory.service.js';
import { chargeFine } from '../fines/fines.service.js';
import { refuseFinePayment } from '../fines/index.js';
import { refuseRotationPayment } from '../rotations/index.js';
import { getSettings } from '../settings/settings.service.js';
import { recordTransactionCreated } from '../transactions/index.js';
import {
  checkPrerequisites,
  insertTransaction,
  type TransactionsService,
} from '../transactions/transactions.service.js';
import { lockedMeeting, refuseUnlessDraft, statusRefusals } from './meetings.service.js';
import { amountsByKind, kindRowsOf, type RowKinds } from './sheet-kinds.js';
import { amountsByRotation, type RowRotations, rotationRowsOf } from './sheet-rotations.js';
import { type Entry, entriesOf, type Meeting, markRow, sheetOf, upsertRows } from './sheet-rows.js';

const ITEM_OF = [
  ['savingCents', 'SAVING'],
  ['longTermCents', 'LTL'],
  ['shortTermCents', 'STL'],
  ['finesCents', 'FINE'],
] as const satisfies readonly [keyof Entry, TransactionType][];

const amountsOf = (entry: Entry, kinds: RowKinds | undefined, rotations?: RowRotations) => ({
  rotations: amountsByRotation(rotations),
  saving: cents(entry.savingCents),
  long_term: cents(entry.longTermCents),
  short_term: cents(entry.shortTermCents),
  fines: cents(entry.finesCents),
  kinds: amountsByKind(kinds),
});

/**
 * POST /meetings/{id}/submit (docs/decisions/meetings.md, "Submitting"): in one database
 * transaction, each row that brought money becomes that member's pending transaction, attendance
 * fines are charged, and the sheet is `Submitted`. Any refusal writes nothing.
 */
export async function submitSheet(db: Db, id: number, who: SignedInContext) {
  return db.transaction(async (tx) => {
    const meeting = await lockedMeeting(tx, id);
    refuseUnlessDraft(meeting);
    await refuseClosedDate(tx, meeting.heldOn, 'date');
    const members = await activeMembers(tx);
    const kindRows = await kindRowsOf(tx, id);
    const rotationRows = await rotationRowsOf(tx, id);
    const rows = await completeRows(tx, id, members, kindRows);
    const settings = await getSettings(tx);
    const fines = {
      late: cents(settings?.lateFineCents ?? 0),
      absent: cents(settings?.absenceFineCents ?? 0),
    };
    const names = new Map(members.map((member) => [member.id, member.firstname]));
    let made = 0;
    let charged = 0;
    let totalCents = 0;
    for (const entry of rows) {
      const row = { entry, kinds: kindRows.get(entry.userId), rotations: rotationRows.get(entry.userId) };
      const outcome = await submitRow(tx, meeting, row, names.get(entry.userId) ?? '', fines, who);
      totalCents += outcome.total;
      if (outcome.transaction) made++;
      if (outcome.fined) charged++;
    }
    const [submitted] = await tx
      .update(meetings)
      .set({ status: 'Submitted', submittedBy: who.userId, submittedAt: who.at })
      .where(eq(meetings.id, id))
      .returning();
    const sheet = await sheetOf(tx, submitted!);
    await recordAudit(tx, who, {
      action: 'submit',
      entity: 'meeting',
      entityId: id,
      before: { status: 'Draft' },
      after: { status: 'Submitted', transactions: made, fines: charged, total: sheet.totals.total },
    });
    const fined = charged > 0 ? `, ${charged} attendance fine${charged === 1 ? '' : 's'} charged` : '';
    return {
      sheet,
      message: `Sheet submitted: ${made} pending transaction${made === 1 ? '' : 's'}, KES ${formatMoney(totalCents)} in all${fined}.`,
    };
  });
}

/**
 * One row of a submit: its money as one pending transaction of the member, checked as one typed by
 * hand, and its attendance fine charged once (`meeting:<id>:<user>`).
 */
async function submitRow(
  tx: Tx,
  meeting: Meeting,
  {
    entry,
    kinds,
    rotations,
  }: { entry: Entry; kinds: RowKinds | undefined; rotations: RowRotations | undefined },
  firstname: string,
  fines: AttendanceFines,
  who: SignedInContext,
) {
  const total = rowTotal(amountsOf(entry, kinds, rotations));
  let transaction = false;
  if (total > 0) {
    const fixed = ITEM_OF.filter(([field]) => entry[field] > 0).map(([field, type]) => ({
      type: type as TransactionType,
      amountCents: entry[field],
      extra: null,
      contributionKindId: null as number | null,
    }));
    // docs/decisions/meetings.md, "Kinds of contribution on the sheet": one CONTRIBUTION item a kind.
    const ofKinds = [...(kinds ?? [])]
      .filter(([, figures]) => figures.amount > 0)
      .map(([kindId, figures]) => ({
        type: 'CONTRIBUTION' as TransactionType,
        amountCents: figures.amount as number,
        extra: null,
        contributionKindId: kindId as number | null,
      }));
    // docs/decisions/meetings.md, "Merry-go-rounds on the sheet": one ROTATION item a rotation.
    const ofRotations = [...(rotations ?? [])]
      .filter(([, figures]) => figures.amount > 0)
      .map(([rotationId, figures]) => ({
        type: 'ROTATION' as TransactionType,
        amountCents: figures.amount as number,
        extra: null,
        contributionKindId: null as number | null,
        rotationId,
      }));
    for (const item of ofRotations) {
      await refuseRotationPayment(
        tx,
        item.rotationId,
        entry.userId,
        item.amountCents,
        'rotations',
        firstname,
      );
    }
    const items = await keptItems(tx, [...fixed, ...ofKinds, ...ofRotations], 'entries');
    const asTyped = items.map((item) => ({ type: item.type, amount: item.amountCents }));
    await checkPrerequisites(tx, entry.userId, firstname, asTyped);
    // docs/decisions/meetings.md, "Fines paid at the meeting".
    if (entry.finesCents > 0) await refuseFinePayment(tx, entry.userId, entry.finesCents, 'fines', firstname);
    const created = await insertTransaction(tx, {
      userId: entry.userId,
      totalCents: total,
      date: meeting.heldOn,
      comment: `Meeting ${meeting.heldOn}`,
      createdBy: who.userId,
      items,
    });
    await recordTransactionCreated(tx, who, created, { meeting_id: meeting.id });
    await markRow(tx, meeting.id, entry.userId, { transactionId: created.id });
    transaction = true;
  }
  const fine = attendanceFine(entry.attendance, fines);
  if (fine > 0) {
    const charge = {
      chargeKey: `meeting:${meeting.id}:${entry.userId}`,
      userId: entry.userId,
      loanId: null,
      kind: 'attendance' as const,
      period: `${entry.attendance}:${meeting.heldOn}`,
      chargedOn: meeting.heldOn,
      amountCents: fine,
    };
    await chargeFine(tx, charge, who);
    await markRow(tx, meeting.id, entry.userId, { fineCents: fine });
  }
  return { total, transaction, fined: fine > 0 };
}

/**
 * The rows a submit works from: every active member's (a row of zeros, present, for one who has
 * none), by member number. A row of someone who has left refuses the submit when it brought money,
 * and is dropped when it did not.
 */
async function completeRows(
  tx: Tx,
  id: number,
  members: Awaited<ReturnType<typeof activeMembers>>,
  kindRows: Map<number, RowKinds>,
) {
  const stored = await entriesOf(tx, id);
  const active = new Set(members.map((member) => member.id));
  for (const entry of stored) {
    if (active.has(entry.userId)) continue;
    if (rowTotal(amountsOf(entry, kindRows.get(entry.userId))) > 0) {
      throw conflict(
        `Member ${entry.userId} has left the group: clear their row before submitting.`,
        'MEMBER_INACTIVE',
      );
    }
    await tx
      .delete(meetingEntries)
      .where(and(eq(meetingEntries.meetingId, id), eq(meetingEntries.userId, entry.userId)));
  }
  const have = new Set(stored.map((entry) => entry.userId));
  await upsertRows(
    tx,
    id,
    members
      .filter((member) => !have.has(member.id))
      .map((member) => ({
        userId: member.id,
        attendance: 'present' as const,
        savingCents: 0,
        longTermCents: 0,
        shortTermCents: 0,
      })),
  );
  const byUser = new Map((await entriesOf(tx, id)).map((entry) => [entry.userId, entry]));
  return members.map((member) => byUser.get(member.id)!);
}

/**
 * POST /meetings/{id}/approve (docs/decisions/meetings.md, "Approving the sheet"): every pending
 * transaction of the sheet approved into the sheet's money account, in one database transaction.
 */
export async function approveSheet(
  db: Db,
  transactions: TransactionsService,
  id: number,
  who: SignedInContext,
) {
  return db.transaction(async (tx) => {
    const meeting = await lockedMeeting(tx, id);
    if (meeting.status === 'Draft') {
      throw conflict('Submit the sheet before approving it.', 'MEETING_NOT_SUBMITTED');
    }
    if (meeting.status === 'Approved') throw statusRefusals.Approved();
    let approved = 0;
    for (const entry of await entriesOf(tx, id)) {
      if (entry.transactionId === null) continue;
      const outcome = await transactions.decideAll(
        who,
        entry.transactionId,
        { status: 'Approved', account_id: meeting.accountId },
        tx,
      );
      if (outcome.after.length > 0) approved++;
    }
    const [done] = await tx
      .update(meetings)
      .set({ status: 'Approved', approvedBy: who.userId, approvedAt: who.at })
      .where(eq(meetings.id, id))
      .returning();
    await recordAudit(tx, who, {
      action: 'approve',
      entity: 'meeting',
      entityId: id,
      before: { status: 'Submitted' },
      after: { status: 'Approved', transactions: approved },
    });
    const sheet = await sheetOf(tx, done!);
    return {
      sheet,
      message: `Sheet approved: ${approved} transaction${approved === 1 ? '' : 's'} approved into ${sheet.account_name}.`,
    };
  });
}
