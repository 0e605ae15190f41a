import { z } from 'zod';
import type { Cents } from '../../engine/money.js';
import { normalizeKenyanPhone } from '../members/phone.js';
import { type CsvRecord, cellReader, findHeader, readSafely, type StatementRead } from './csv-table.js';
import type { GroupDateTime } from './time.js';

const columnName = (field: string) =>
  z
    .string({ error: `${field} must name a column of the statement` })
    .trim()
    .min(1, `${field} must name a column of the statement`)
    .max(60, `${field} must be at most 60 characters`)
    .refine((name) => !name.includes('\u0000'), `${field} must name a column of the statement`);

const optionalColumnName = (field: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), columnName(field).optional());

/**
 * Which column of a bank's CSV holds what (docs/decisions/payments.md): the date, the description, the money
 * in (credit) and out (debit) are needed; a reference and the running balance are read when named.
 * The mapping is remembered per account, so the next statement of that bank needs none.
 */
export const bankMappingSchema = z.object({
  date: columnName('date'),
  description: columnName('description'),
  credit: columnName('credit'),
  debit: columnName('debit'),
  reference: optionalColumnName('reference'),
  balance: optionalColumnName('balance'),
});
export type BankMapping = z.output<typeof bankMappingSchema>;

export interface BankStatementLine {
  line: number;
  date: GroupDateTime;
  description: string | null;
  reference: string | null;
  credit: Cents;
  debit: Cents;
  balance: number | null;
  kind: 'payment' | 'withdrawal' | 'skipped';
}

/** Reads a bank statement's rows by its mapping; the first bad line refuses the whole file. */
export function readBankStatement(
  records: readonly CsvRecord[],
  mapping: BankMapping,
): StatementRead<BankStatementLine> {
  return readSafely(() => {
    const required = [mapping.date, mapping.description, mapping.credit, mapping.debit];
    if (mapping.reference) required.push(mapping.reference);
    if (mapping.balance) required.push(mapping.balance);
    const notAStatement = `No line of the file has the column "${mapping.date}": check the column names.`;
    const { index, columns } = findHeader(records, mapping.date, required, notAStatement);
    const lines: BankStatementLine[] = [];
    for (const record of records.slice(index + 1)) {
      const cell = cellReader(record, columns);
      if (cell.isBlank()) continue;
      const credit = cell.amount(mapping.credit, 'positive');
      const debit = cell.amount(mapping.debit, 'size');
      if (credit > 0 && debit > 0) cell.fail('a line cannot have both a credit and a debit');
      const balanceText = mapping.balance ? cell.text(mapping.balance) : null;
      lines.push({
        line: record.line,
        date: cell.dateTime(mapping.date),
        description: cell.text(mapping.description),
        reference: cell.text(mapping.reference),
        credit,
        debit,
        balance: balanceText === null ? null : cell.amount(mapping.balance, 'signed'),
        kind: credit > 0 ? 'payment' : debit > 0 ? 'withdrawal' : 'skipped',
      });
    }
    return lines;
  });
}

/**
 * What a bank deposit says of its payer: members write their member number (`M012`) or phone in
 * the deposit's reference or narrative, so the first of either found there is the account number.
 */
export function bankPayerReference(line: Pick<BankStatementLine, 'description' | 'reference'>): {
  accountRef: string | null;
  phone: string | null;
} {
  const text = `${line.reference ?? ''} ${line.description ?? ''}`;
  const memberNumber = /(?:^|[^A-Z0-9])(M\s?\d{1,6})(?![0-9])/i.exec(text)?.[1] ?? null;
  const phoneText = /(?:\+?254|0)[17](?:[\s-]?\d){8}/.exec(text)?.[0] ?? null;
  return { accountRef: memberNumber, phone: phoneText ? normalizeKenyanPhone(phoneText) : null };
}
