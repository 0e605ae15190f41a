import type { Cents } from '../../engine/money.js';
import { type CsvRecord, cellReader, findHeader, readSafely, type StatementRead } from './csv-table.js';
import { normalizeReceipt } from './receipt.js';
import type { GroupDateTime } from './time.js';

/**
 * The columns of the M-Pesa business portal's statement export
 * (docs/decisions/payments.md, "Statement imports").
 */
export const MPESA_COLUMNS = {
  receipt: 'Receipt No.',
  completed: 'Completion Time',
  initiated: 'Initiation Time',
  details: 'Details',
  status: 'Transaction Status',
  paidIn: 'Paid In',
  withdrawn: 'Withdrawn',
  balance: 'Balance',
  balanceConfirmed: 'Balance Confirmed',
  reasonType: 'Reason Type',
  otherParty: 'Other Party Info',
  linked: 'Linked Transaction ID',
  accountNumber: 'A/C No.',
} as const;

/** The columns a statement cannot be read without; the others are read when present. */
const REQUIRED = [
  MPESA_COLUMNS.receipt,
  MPESA_COLUMNS.completed,
  MPESA_COLUMNS.details,
  MPESA_COLUMNS.status,
  MPESA_COLUMNS.paidIn,
  MPESA_COLUMNS.withdrawn,
  MPESA_COLUMNS.balance,
  MPESA_COLUMNS.otherParty,
  MPESA_COLUMNS.accountNumber,
];

export const NOT_AN_MPESA_STATEMENT = `This file is not an M-Pesa statement: no line has the column "${MPESA_COLUMNS.receipt}".`;

/**
 * What a line is for the group: money paid in (a payment to match to a member), money taken back
 * (a reversal of an earlier line), money paid out or charged (for the cash book), or a line that
 * moved nothing (failed, cancelled, zero).
 */
export type StatementLineKind = 'payment' | 'reversal' | 'withdrawal' | 'skipped';

export interface MpesaStatementLine {
  line: number;
  receipt: string;
  completed: GroupDateTime;
  details: string | null;
  status: string | null;
  kind: StatementLineKind;
  paidIn: Cents;
  withdrawn: Cents;
  /** The account's balance after the line, as the statement gives it; null when it gives none. */
  balance: number | null;
  reasonType: string | null;
  payerPhone: string | null;
  payerName: string | null;
  /** The receipt this line refers to (a reversal's original), if any. */
  linkedReceipt: string | null;
  accountRef: string | null;
}

/**
 * "Other Party Info" is `<phone> - <NAME>` for a person (the phone often masked), `<number> - <NAME>`
 * for an organisation, or just a name.
 */
export function splitOtherParty(text: string | null): { phone: string | null; name: string | null } {
  if (!text) return { phone: null, name: null };
  const match = /^\s*([+\d*xX• ]{5,20}?)\s+-\s+(.*)$/.exec(text);
  if (!match) return { phone: null, name: text.trim() || null };
  return { phone: match[1]!.trim(), name: match[2]!.trim() || null };
}

export function lineKind(line: {
  status: string | null;
  details: string | null;
  reasonType: string | null;
  paidIn: number;
  withdrawn: number;
}): StatementLineKind {
  if (!/^completed$/i.test(line.status ?? '')) return 'skipped';
  if (/revers/i.test(line.reasonType ?? '') || /^\s*reversal/i.test(line.details ?? '')) return 'reversal';
  if (line.paidIn > 0) return 'payment';
  if (line.withdrawn > 0) return 'withdrawal';
  return 'skipped';
}

/**
 * Reads the rows of an M-Pesa statement export into typed lines
 * (docs/decisions/payments.md, "Statement imports"): the header may come after lines of organisation details;
 * amounts may carry thousands separators and a withdrawal a minus sign. The first bad line refuses the whole
 * file, naming the line and the column.
 */
export function readMpesaStatement(records: readonly CsvRecord[]): StatementRead<MpesaStatementLine> {
  return readSafely(() => {
    const { index, columns } = findHeader(records, MPESA_COLUMNS.receipt, REQUIRED, NOT_AN_MPESA_STATEMENT);
    const lines: MpesaStatementLine[] = [];
    for (const record of records.slice(index + 1)) {
      const cell = cellReader(record, columns);
      if (cell.isBlank()) continue;
      const receiptText =
        cell.text(MPESA_COLUMNS.receipt) ?? cell.fail(`${MPESA_COLUMNS.receipt} is missing`);
      const receipt = normalizeReceipt(receiptText);
      if (!/^[A-Z0-9]{8,20}$/.test(receipt)) {
        cell.fail(`${MPESA_COLUMNS.receipt} "${receiptText.slice(0, 40)}" is not an M-Pesa receipt`);
      }
      const paidIn = cell.amount(MPESA_COLUMNS.paidIn, 'positive');
      const withdrawn = cell.amount(MPESA_COLUMNS.withdrawn, 'size');
      if (paidIn > 0 && withdrawn > 0) cell.fail('a line cannot have both Paid In and Withdrawn');
      const balanceText = cell.text(MPESA_COLUMNS.balance);
      const party = splitOtherParty(cell.text(MPESA_COLUMNS.otherParty));
      const linked = cell.text(MPESA_COLUMNS.linked);
      const line = {
        line: record.line,
        receipt,
        completed: cell.dateTime(MPESA_COLUMNS.completed),
        details: cell.text(MPESA_COLUMNS.details),
        status: cell.text(MPESA_COLUMNS.status),
        paidIn,
        withdrawn,
        balance: balanceText === null ? null : cell.amount(MPESA_COLUMNS.balance, 'signed'),
        reasonType: cell.text(MPESA_COLUMNS.reasonType),
        payerPhone: party.phone,
        payerName: party.name,
        linkedReceipt: linked ? normalizeReceipt(linked) : null,
        accountRef: cell.text(MPESA_COLUMNS.accountNumber),
      };
      lines.push({ ...line, kind: lineKind(line) });
    }
    return lines;
  });
}
