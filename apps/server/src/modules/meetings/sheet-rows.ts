import {
  type Attendance,
  attended,
  type Cents,
  cents,
  centsToKes,
  loanDueBy,
  type MeetingSheet,
  type MeetingView,
  type SheetRow,
  sheetTotals,
} from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { meetingEntries, type meetings } from '../../db/schema.js';
import { accountNamesOf } from '../books/index.js';
import { activeMembers, namesOf, type UserName } from '../directory/directory.service.js';
import { finesOwedBy } from '../fines/fines.service.js';
import { unclearedLoanInstallments } from '../loans/index.js';
import { monthlyTargetCents, savingsOf } from '../savings/savings.service.js';
import { amountsByKind, columnsOf, kindRowsOf, kindTotalsOf, rowKindsView } from './sheet-kinds.js';
import {
  amountsByRotation,
  rotationColumnsOf,
  rotationRowsOf,
  rotationTotalsOf,
  rowRotationsView,
} from './sheet-rotations.js';

export type Meeting = typeof meetings.$inferSelect;
export type Entry = typeof meetingEntries.$inferSelect;

/** What a row holds besides whose it is. */
export interface RowFigures {
  attendance: Attendance;
  savingCents: number;
  longTermCents: number;
  shortTermCents: number;
  /** Left out, a save keeps the row's fines paid (docs/decisions/meetings.md, "Fines paid at the meeting"). */
  finesCents?: number;
}

/** What a row was expected to bring, kept when the sheet was opened. */
export interface ExpectedFigures {
  expectedSavingCents: number;
  expectedLongTermCents: number;
  expectedShortTermCents: number;
  expectedFinesCents: number;
}

/**
 * docs/decisions/meetings.md, "The sheet": what each member is expected to bring on `date`, the
 * month's savings and each uncleared loan's installments due by then.
 */
export async function expectedOf(db: DbOrTx, members: readonly UserName[], date: string) {
  const savings = await savingsOf(
    db,
    members.map((member) => member.id),
  );
  const expected = new Map<number, { saving: Cents; longTerm: Cents; shortTerm: Cents; fines: Cents }>();
  for (const member of members) {
    const account = savings.get(member.id);
    const installments = await unclearedLoanInstallments(db, member.id);
    expected.set(member.id, {
      saving: cents(account ? monthlyTargetCents(account.yearlyTargetCents) : 0),
      longTerm: installments.long_term ? loanDueBy(installments.long_term, date).due : cents(0),
      shortTerm: installments.short_term ? loanDueBy(installments.short_term, date).due : cents(0),
      fines: await finesOwedBy(db, member.id),
    });
  }
  return expected;
}

export async function entriesOf(db: DbOrTx, meetingId: number): Promise<Entry[]> {
  return db
    .select()
    .from(meetingEntries)
    .where(eq(meetingEntries.meetingId, meetingId))
    .orderBy(asc(meetingEntries.userId));
}

/** Each meeting's rows that came, rows and money, for the list. */
export async function meetingFigures(db: DbOrTx, meetingIds: number[]) {
  const figures = new Map<number, { attended: number; members: number; totalCents: number }>();
  if (meetingIds.length === 0) return figures;
  const rows = await db
    .select({
      meetingId: meetingEntries.meetingId,
      attended: sql<number>`count(*) filter (where ${meetingEntries.attendance} in ('present', 'late'))::int`,
      members: sql<number>`count(*)::int`,
      total: sql<string>`sum(${meetingEntries.savingCents} + ${meetingEntries.longTermCents} + ${meetingEntries.shortTermCents} + ${meetingEntries.finesCents})::text`,
    })
    .from(meetingEntries)
    .where(sql`${meetingEntries.meetingId} in ${meetingIds}`)
    .groupBy(meetingEntries.meetingId);
  const kinds = await kindTotalsOf(db, meetingIds);
  const rotations = await rotationTotalsOf(db, meetingIds);
  for (const row of rows) {
    figures.set(row.meetingId, {
      attended: row.attended,
      members: row.members,
      totalCents: Number(row.total) + (kinds.get(row.meetingId) ?? 0) + (rotations.get(row.meetingId) ?? 0),
    });
  }
  return figures;
}

/** A meeting as the list shows it. */
export function meetingViewOf(
  meeting: Meeting,
  accountName: string,
  figures: { attended: number; members: number; totalCents: number } | undefined,
): MeetingView {
  return {
    meeting_id: meeting.id,
    date: meeting.heldOn,
    kind: meeting.kind,
    status: meeting.status,
    account_id: meeting.accountId,
    account_name: accountName,
    attended: figures?.attended ?? 0,
    members: figures?.members ?? 0,
    total: centsToKes(figures?.totalCents ?? 0),
    created_at: meeting.createdAt.toISOString(),
    submitted_at: meeting.submittedAt?.toISOString() ?? null,
    approved_at: meeting.approvedAt?.toISOString() ?? null,
  };
}

/**
 * The sheet of a meeting (docs/decisions/meetings.md, "The sheet"): a draft shows every active
 * member, a zero row for one who has none yet; a submitted sheet shows the rows it was submitted with.
 */
export async function sheetOf(db: DbOrTx, meeting: Meeting): Promise<MeetingSheet> {
  const entries = await entriesOf(db, meeting.id);
  const byUser = new Map(entries.map((entry) => [entry.userId, entry]));
  const people =
    meeting.status === 'Draft'
      ? await activeMembers(db)
      : [...(await namesOf(db, [...byUser.keys()])).values()].sort((a, b) =>
          a.memberNumber.localeCompare(b.memberNumber),
        );
  const kindRows = await kindRowsOf(db, meeting.id);
  const columns = await columnsOf(db, meeting, kindRows);
  const rotationRows = await rotationRowsOf(db, meeting.id);
  const rotationColumns = await rotationColumnsOf(db, meeting, rotationRows);
  const rows: SheetRow[] = people.map((person) => ({
    ...rowOf(person, byUser.get(person.id), rowKindsView(columns, kindRows.get(person.id))),
    rotations: rowRotationsView(rotationColumns, person.id, rotationRows.get(person.id)),
  }));
  const totals = sheetTotals(
    people.map((person) => {
      const entry = byUser.get(person.id);
      return {
        saving: cents(entry?.savingCents ?? 0),
        long_term: cents(entry?.longTermCents ?? 0),
        short_term: cents(entry?.shortTermCents ?? 0),
        fines: cents(entry?.finesCents ?? 0),
        kinds: amountsByKind(kindRows.get(person.id)),
        rotations: amountsByRotation(rotationRows.get(person.id)),
      };
    }),
  );
  const [account] = await accountNamesOf(db, [meeting.accountId]);
  const came = rows.filter((row) => attended(row.attendance)).length;
  return {
    ...meetingViewOf(meeting, account?.name ?? '', {
      attended: came,
      members: rows.length,
      totalCents: totals.total,
    }),
    kinds: columns.map((kind) => ({ contribution_kind_id: kind.id, name: kind.name })),
    rotations: rotationColumns.map(({ rotation_id, name }) => ({ rotation_id, name })),
    rows,
    totals: {
      saving: centsToKes(totals.saving),
      long_term: centsToKes(totals.long_term),
      short_term: centsToKes(totals.short_term),
      fines: centsToKes(totals.fines),
      contributions: columns.map((kind) => ({
        contribution_kind_id: kind.id,
        amount: centsToKes(totals.kinds.get(kind.id) ?? 0),
      })),
      rotations: rotationColumns.map((column) => ({
        rotation_id: column.rotation_id,
        amount: centsToKes(totals.rotations.get(column.rotation_id) ?? 0),
      })),
      total: centsToKes(totals.total),
    },
  };
}

function rowOf(
  person: UserName,
  entry: Entry | undefined,
  contributions: SheetRow['contributions'],
): Omit<SheetRow, 'rotations'> {
  return {
    user_id: person.id,
    member_no: person.memberNumber,
    firstname: person.firstname,
    lastname: person.lastname,
    attendance: entry?.attendance ?? 'present',
    saving: centsToKes(entry?.savingCents ?? 0),
    long_term: centsToKes(entry?.longTermCents ?? 0),
    short_term: centsToKes(entry?.shortTermCents ?? 0),
    fines: centsToKes(entry?.finesCents ?? 0),
    expected: {
      saving: centsToKes(entry?.expectedSavingCents ?? 0),
      long_term: centsToKes(entry?.expectedLongTermCents ?? 0),
      short_term: centsToKes(entry?.expectedShortTermCents ?? 0),
      fines: centsToKes(entry?.expectedFinesCents ?? 0),
    },
    contributions,
    transaction_id: entry?.transactionId ?? null,
    fine: centsToKes(entry?.fineCents ?? 0),
  };
}

/** Writes rows of a draft, each replacing the member's row there. */
export async function upsertRows(
  db: DbOrTx,
  meetingId: number,
  rows: readonly ({ userId: number } & RowFigures & Partial<ExpectedFigures>)[],
): Promise<void> {
  if (rows.length === 0) return;
  const set = {
    attendance: sql`excluded.attendance`,
    savingCents: sql`excluded.saving_cents`,
    longTermCents: sql`excluded.long_term_cents`,
    shortTermCents: sql`excluded.short_term_cents`,
  };
  // A row sent without its fines keeps them.
  for (const withFines of [true, false]) {
    const batch = rows.filter((row) => (row.finesCents !== undefined) === withFines);
    if (batch.length === 0) continue;
    await db
      .insert(meetingEntries)
      .values(batch.map((row) => ({ meetingId, ...row })))
      .onConflictDoUpdate({
        target: [meetingEntries.groupId, meetingEntries.meetingId, meetingEntries.userId],
        set: withFines ? { ...set, finesCents: sql`excluded.fines_cents` } : set,
      });
  }
}

/** Marks a row with what its submit made of it. */
export async function markRow(
  db: DbOrTx,
  meetingId: number,
  userId: number,
  made: { transactionId?: number; fineCents?: number },
) {
  await db
    .update(meetingEntries)
    .set(made)
    .where(and(eq(meetingEntries.meetingId, meetingId), eq(meetingEntries.userId, userId)));
}
