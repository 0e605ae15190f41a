import {
  type Attendance,
  amountProblemMessages,
  type Cents,
  cents,
  centsToKes,
  formatMoney,
  kesToCents,
  parseKes,
  SHEET_COLUMNS,
  type SheetAmounts,
  type SheetColumn,
  type SheetRow,
} from '@links/domain';
import type { SaveSheetBody } from '../api/meetings';

/** A row as a save sends it. */
export type SheetEntry = SaveSheetBody['entries'][number];

/**
 * A row of the sheet as it is being typed (docs/decisions/meetings.md, "The sheet"): the attendance
 * and each column's text, read into cents only when totalled or saved, so `1,500` and `1500.50` are
 * kept exactly as typed.
 */
export interface RowDraft {
  attendance: Attendance;
  saving: string;
  long_term: string;
  short_term: string;
}

/** The money columns' names on screen, in the sheet's order. */
export const COLUMN_LABELS: Record<SheetColumn, string> = {
  saving: 'Savings',
  long_term: 'Long-term',
  short_term: 'Short-term',
};

/** An amount as the sheet shows it in an input: `2,500`, or `1,500.50` when it has cents. */
export function amountText(amount: Cents | number): string {
  const text = formatMoney(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** The draft of a row as the server has it. */
export function draftOf(row: SheetRow): RowDraft {
  return {
    attendance: row.attendance,
    saving: amountText(kesToCents(row.saving)),
    long_term: amountText(kesToCents(row.long_term)),
    short_term: amountText(kesToCents(row.short_term)),
  };
}

/** A typed amount in cents (blank is nothing brought), or the domain's words for why it is not one. */
export function readAmount(text: string): { cents: Cents } | { problem: string } {
  if (text.trim() === '') return { cents: cents(0) };
  const read = parseKes(text);
  return read.ok ? { cents: read.cents } : { problem: amountProblemMessages[read.problem] };
}

/** Each column of a draft in cents, an amount that does not read counting as nothing. */
export function amountsOf(draft: RowDraft): SheetAmounts {
  const of = (column: SheetColumn) => {
    const read = readAmount(draft[column]);
    return 'cents' in read ? read.cents : cents(0);
  };
  return { saving: of('saving'), long_term: of('long_term'), short_term: of('short_term') };
}

/** The message under each column that does not read as an amount: `Savings must be a number`. */
export function problemsOf(draft: RowDraft): Partial<Record<SheetColumn, string>> {
  const problems: Partial<Record<SheetColumn, string>> = {};
  for (const column of SHEET_COLUMNS) {
    const read = readAmount(draft[column]);
    if ('problem' in read) problems[column] = `${COLUMN_LABELS[column]} ${read.problem}`;
  }
  return problems;
}

/** The row as a save sends it, or null while one of its amounts does not read. */
export function entryOf(userId: number, draft: RowDraft): SheetEntry | null {
  if (Object.keys(problemsOf(draft)).length > 0) return null;
  const amounts = amountsOf(draft);
  return {
    user_id: userId,
    attendance: draft.attendance,
    saving: centsToKes(amounts.saving),
    long_term: centsToKes(amounts.long_term),
    short_term: centsToKes(amounts.short_term),
  };
}
