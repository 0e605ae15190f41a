import { type Cents, cents } from '../money.js';

/**
 * The meeting sheet's arithmetic (docs/decisions/meetings.md): what a row brought, the totals of
 * each column and of the sheet, and the attendance fine a row is charged on submit.
 */

export const ATTENDANCE = ['present', 'late', 'absent', 'apologised'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** The money columns of a sheet's row, in the order the sheet shows them. */
export const SHEET_COLUMNS = ['saving', 'long_term', 'short_term', 'fines'] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/**
 * A row's money: the three fixed columns, and what it brought of each other kind of contribution,
 * by kind (docs/decisions/meetings.md, "Kinds of contribution on the sheet").
 */
export type SheetAmounts = Record<SheetColumn, Cents> & {
  kinds?: ReadonlyMap<number, Cents>;
  /** What it paid into each merry-go-round, by rotation (docs/decisions/meetings.md, "Merry-go-rounds on the sheet"). */
  rotations?: ReadonlyMap<number, Cents>;
};

/** What one row brought, all columns together. */
export function rowTotal(row: SheetAmounts): Cents {
  let total = SHEET_COLUMNS.reduce((sum, column) => sum + row[column], 0);
  for (const amount of row.kinds?.values() ?? []) total += amount;
  for (const amount of row.rotations?.values() ?? []) total += amount;
  return cents(total);
}

/** Each column's total over the rows (each kind's too), and the sheet's. */
export function sheetTotals(
  rows: readonly SheetAmounts[],
): Record<SheetColumn, Cents> & { kinds: Map<number, Cents>; rotations: Map<number, Cents>; total: Cents } {
  const totals = { saving: 0, long_term: 0, short_term: 0, fines: 0 } as Record<SheetColumn, number>;
  const kinds = new Map<number, Cents>();
  const rotations = new Map<number, Cents>();
  const add = (into: Map<number, Cents>, key: number, amount: Cents) =>
    into.set(key, cents((into.get(key) ?? 0) + amount));
  for (const row of rows) {
    for (const column of SHEET_COLUMNS) totals[column] += row[column];
    for (const [kind, amount] of row.kinds ?? []) add(kinds, kind, amount);
    for (const [rotation, amount] of row.rotations ?? []) add(rotations, rotation, amount);
  }
  const byColumn = {
    saving: cents(totals.saving),
    long_term: cents(totals.long_term),
    short_term: cents(totals.short_term),
    fines: cents(totals.fines),
  };
  return { ...byColumn, kinds, rotations, total: rowTotal({ ...byColumn, kinds, rotations }) };
}

/** The fines of the group's settings that attendance is charged by; 0 is none. */
export interface AttendanceFines {
  late: Cents;
  absent: Cents;
}

/**
 * docs/decisions/meetings.md, "Attendance fines": coming late costs the late fine, staying away
 * without apology the absence fine; a member present, or absent with apologies, owes nothing.
 */
export function attendanceFine(attendance: Attendance, fines: AttendanceFines): Cents {
  if (attendance === 'late') return fines.late;
  if (attendance === 'absent') return fines.absent;
  return cents(0);
}

/** Whether the member counts as having come. */
export const attended = (attendance: Attendance): boolean =>
  attendance === 'present' || attendance === 'late';
