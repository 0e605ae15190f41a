import {
  type AmountProblem,
  type Attendance,
  type Cents,
  cents,
  centsToKes,
  formatMoney,
  kesToCents,
  type MeetingSheet,
  parseKes,
  SHEET_COLUMNS,
  type SheetAmounts,
  type SheetColumn,
  type SheetRow,
} from '@links/domain';
import { msg } from '../../../i18n';
import type { SaveSheetBody } from '../api/meetings';

/** A row as a save sends it. */
export type SheetEntry = SaveSheetBody['entries'][number];

/** A kind of contribution besides savings, a column of the sheet. */
export type SheetKind = MeetingSheet['kinds'][number];

/** A merry-go-round collecting, a column of the sheet. */
export type SheetRotation = MeetingSheet['rotations'][number];

/**
 * The money columns the sheet shows of its own, in order (docs/decisions/meetings.md, "The sheet"
 * and "Fines paid at the meeting"), before the kinds' and the merry-go-rounds' columns.
 */
export const MONEY_COLUMNS = SHEET_COLUMNS;
export type MoneyColumn = SheetColumn;

/** What a row brought of one kind, as typed. */
export interface KindDraft {
  contribution_kind_id: number;
  amount: string;
}

/** What a row paid into one merry-go-round, as typed. */
export interface RotationDraft {
  rotation_id: number;
  amount: string;
}

/**
 * A row of the sheet as it is being typed (docs/decisions/meetings.md, "The sheet"): the attendance
 * and each column's text, read into cents only when totalled or saved, so `1,500` and `1500.50` are
 * kept exactly as typed. `kinds` holds one entry per column of the sheet's `kinds`, `rotations` one
 * per column of its `rotations`, in that order (docs/decisions/meetings.md, "Kinds of contribution on
 * the sheet" and "Merry-go-rounds on the sheet").
 */
export type RowDraft = { attendance: Attendance } & Record<MoneyColumn, string> & {
    kinds: readonly KindDraft[];
    rotations: readonly RotationDraft[];
  };

/** The sheet's columns besides its own: the kinds', then the merry-go-rounds'. */
export interface SheetColumns {
  kinds: readonly SheetKind[];
  rotations: readonly SheetRotation[];
}

/** The money columns' names on screen, in the sheet's order. */
export const COLUMN_WORDS: Record<MoneyColumn, `meetings.sheet.columns.${MoneyColumn}`> = {
  saving: msg('meetings.sheet.columns.saving'),
  long_term: msg('meetings.sheet.columns.long_term'),
  short_term: msg('meetings.sheet.columns.short_term'),
  fines: msg('meetings.sheet.columns.fines'),
};

/** Where an amount sits in its row, for Enter to find the same column of the next row. */
export const kindColumn = (kindId: number) => `kind-${kindId}`;
export const rotationColumn = (rotationId: number) => `rotation-${rotationId}`;

/** An amount as the sheet shows it in an input: `2,500`, or `1,500.50` when it has cents. */
export function amountText(amount: Cents | number): string {
  const text = formatMoney(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A kind's amount as the server has it on the row; 0 for a kind the row does not hold. */
function heldKind(row: SheetRow, kindId: number): KindDraft {
  const held = row.contributions.find((kind) => kind.contribution_kind_id === kindId);
  return { contribution_kind_id: kindId, amount: amountText(kesToCents(held?.amount ?? 0)) };
}

/** A merry-go-round's amount as the server has it on the row; 0 for one the row does not hold. */
function heldRotation(row: SheetRow, rotationId: number): RotationDraft {
  const held = row.rotations.find((rotation) => rotation.rotation_id === rotationId);
  return { rotation_id: rotationId, amount: amountText(kesToCents(held?.amount ?? 0)) };
}

/**
 * Whether the row pays into the merry-go-round, as the server says: docs/decisions/meetings.md,
 * "Merry-go-rounds on the sheet", a member not in it may pay nothing into it, so its cell is "—".
 */
export function paysInto(row: SheetRow, rotationId: number): boolean {
  return row.rotations.find((rotation) => rotation.rotation_id === rotationId)?.member ?? false;
}

/** The draft of a row as the server has it, a kind and a merry-go-round for each of the sheet's. */
export function draftOf(row: SheetRow, columns: SheetColumns): RowDraft {
  return {
    attendance: row.attendance,
    saving: amountText(kesToCents(row.saving)),
    long_term: amountText(kesToCents(row.long_term)),
    short_term: amountText(kesToCents(row.short_term)),
    fines: amountText(kesToCents(row.fines)),
    kinds: columns.kinds.map((kind) => heldKind(row, kind.contribution_kind_id)),
    rotations: columns.rotations.map((rotation) => heldRotation(row, rotation.rotation_id)),
  };
}

/** `typed` lined up with `ids`: an id it did not have, as `held` has it. */
function lineUp<T>(
  typed: readonly T[],
  ids: readonly number[],
  idOf: (item: T) => number,
  held: (id: number) => T,
) {
  if (typed.length === ids.length && ids.every((id, at) => typed[at] && idOf(typed[at]) === id)) return typed;
  return ids.map((id) => typed.find((item) => idOf(item) === id) ?? held(id));
}

/**
 * A draft typed here with its kinds and merry-go-rounds lined up with the sheet's columns as they now
 * are: a column the draft did not have (the sheet read again since) as the server has it.
 */
export function alignedDraft(draft: RowDraft, row: SheetRow, columns: SheetColumns): RowDraft {
  const kinds = lineUp(
    draft.kinds,
    columns.kinds.map((kind) => kind.contribution_kind_id),
    (kind) => kind.contribution_kind_id,
    (id) => heldKind(row, id),
  );
  const rotations = lineUp(
    draft.rotations,
    columns.rotations.map((rotation) => rotation.rotation_id),
    (rotation) => rotation.rotation_id,
    (id) => heldRotation(row, id),
  );
  return kinds === draft.kinds && rotations === draft.rotations ? draft : { ...draft, kinds, rotations };
}

/** The draft with one kind's amount typed anew. */
export const withKind = (draft: RowDraft, kindId: number, amount: string): RowDraft => ({
  ...draft,
  kinds: draft.kinds.map((kind) => (kind.contribution_kind_id === kindId ? { ...kind, amount } : kind)),
});

/** The draft with one merry-go-round's amount typed anew. */
export const withRotation = (draft: RowDraft, rotationId: number, amount: string): RowDraft => ({
  ...draft,
  rotations: draft.rotations.map((rotation) =>
    rotation.rotation_id === rotationId ? { ...rotation, amount } : rotation,
  ),
});

/** A typed amount in cents (blank is nothing brought), or why it is not one. */
export function readAmount(text: string): { cents: Cents } | { problem: AmountProblem } {
  if (text.trim() === '') return { cents: cents(0) };
  const read = parseKes(text);
  return read.ok ? { cents: read.cents } : { problem: read.problem };
}

const centsOf = (text: string): Cents => {
  const read = readAmount(text);
  return 'cents' in read ? read.cents : cents(0);
};

/** Each column of a draft in cents, each kind's and merry-go-round's by its id, an amount that does not read counting as nothing. */
export function amountsOf(
  draft: RowDraft,
): SheetAmounts & { kinds: ReadonlyMap<number, Cents>; rotations: ReadonlyMap<number, Cents> } {
  return {
    saving: centsOf(draft.saving),
    long_term: centsOf(draft.long_term),
    short_term: centsOf(draft.short_term),
    fines: centsOf(draft.fines),
    kinds: new Map(draft.kinds.map((kind) => [kind.contribution_kind_id, centsOf(kind.amount)])),
    rotations: new Map(draft.rotations.map((rotation) => [rotation.rotation_id, centsOf(rotation.amount)])),
  };
}

/**
 * Why each amount that does not read is refused, by its column (a kind's by `kindColumn`, a
 * merry-go-round's by `rotationColumn`); the row says it under the amount (`Savings must be a number`).
 */
export function problemsOf(draft: RowDraft): Partial<Record<string, AmountProblem>> {
  const problems: Partial<Record<string, AmountProblem>> = {};
  const check = (column: string, text: string) => {
    const read = readAmount(text);
    if ('problem' in read) problems[column] = read.problem;
  };
  for (const column of MONEY_COLUMNS) check(column, draft[column]);
  for (const { contribution_kind_id: id, amount } of draft.kinds) check(kindColumn(id), amount);
  for (const { rotation_id: id, amount } of draft.rotations) check(rotationColumn(id), amount);
  return problems;
}

/**
 * The row as a save sends it, or null while one of its amounts does not read. Fines paid go with
 * every row, as the server typed them in or as changed (docs/decisions/meetings.md, "Fines paid at
 * the meeting"). A sheet with kinds, or merry-go-rounds, sends every one of them, so the row's are
 * replaced whole ("Kinds of contribution on the sheet", "Merry-go-rounds on the sheet"); a sheet
 * without sends none, and the row keeps what it had.
 */
export function entryOf(userId: number, draft: RowDraft): SheetEntry | null {
  if (Object.keys(problemsOf(draft)).length > 0) return null;
  const amounts = amountsOf(draft);
  return {
    user_id: userId,
    attendance: draft.attendance,
    saving: centsToKes(amounts.saving),
    long_term: centsToKes(amounts.long_term),
    short_term: centsToKes(amounts.short_term),
    fines: centsToKes(amounts.fines),
    ...(draft.kinds.length === 0
      ? {}
      : {
          contributions: draft.kinds.map((kind) => ({
            contribution_kind_id: kind.contribution_kind_id,
            amount: centsToKes(amounts.kinds.get(kind.contribution_kind_id) ?? cents(0)),
          })),
        }),
    ...(draft.rotations.length === 0
      ? {}
      : {
          rotations: draft.rotations.map((rotation) => ({
            rotation_id: rotation.rotation_id,
            amount: centsToKes(amounts.rotations.get(rotation.rotation_id) ?? cents(0)),
          })),
        }),
  };
}
