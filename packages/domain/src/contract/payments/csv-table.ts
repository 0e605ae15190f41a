import type { Cents } from '../../engine/money.js';
import { parseStatementAmount } from './amounts.js';
import { type GroupDateTime, parseStatementDateTime } from './time.js';

/** One record of a CSV file, with the line it starts on (for messages). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Why a statement file is refused: the whole import is (docs/decisions/payments.md, "Statement imports", all
 * or nothing).
 */
export interface StatementProblem {
  line: number | null;
  message: string;
}

export type StatementRead<Row> = { ok: true; rows: Row[] } | { ok: false; problem: StatementProblem };

/** Thrown inside a reader and turned into its refusal: one place says how a line is named. */
export class LineProblem extends Error {
  constructor(
    readonly line: number | null,
    message: string,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`);
  }
}

export const TEXT_MAX = 300;

const key = (name: string) => name.trim().toLowerCase();

/**
 * The header of a statement: the first record that has the `anchor` column (lines before it, such
 * as the portal's organisation details, are left alone), with every required column present.
 */
export function findHeader(
  records: readonly CsvRecord[],
  anchor: string,
  required: readonly string[],
  notAStatement: string,
): { index: number; columns: Map<string, number> } {
  const index = records.findIndex((record) => record.cells.some((cell) => key(cell) === key(anchor)));
  if (index < 0) throw new LineProblem(null, notAStatement);
  const header = records[index]!;
  const columns = new Map<string, number>();
  header.cells.forEach((cell, position) => {
    if (!columns.has(key(cell))) columns.set(key(cell), position);
  });
  for (const name of required) {
    if (!columns.has(key(name))) {
      throw new LineProblem(header.line, `the statement has no column "${name}"`);
    }
  }
  return { index, columns };
}

/** Reads the cells of one data record by column name. */
export function cellReader(record: CsvRecord, columns: Map<string, number>) {
  const raw = (name: string | undefined) => {
    if (name === undefined) return '';
    const position = columns.get(key(name));
    return position === undefined ? '' : (record.cells[position] ?? '').trim();
  };
  const fail = (message: string): never => {
    throw new LineProblem(record.line, message);
  };
  return {
    text(name: string | undefined): string | null {
      const value = raw(name);
      if (value.includes('\u0000')) fail(`${name} has a character that is not text`);
      if (value.length > TEXT_MAX) fail(`${name} is longer than ${TEXT_MAX} characters`);
      return value === '' ? null : value;
    },
    dateTime(name: string): GroupDateTime {
      const value = raw(name);
      if (value === '') return fail(`${name} is missing`);
      return parseStatementDateTime(value) ?? fail(`${name} "${value.slice(0, 40)}" is not a date`);
    },
    /** An amount; `signed` keeps a negative one negative, else its size is taken (a withdrawal). */
    amount(name: string | undefined, mode: 'positive' | 'size' | 'signed'): Cents {
      const value = raw(name);
      const parsed = parseStatementAmount(value);
      if (!parsed.ok) return fail(`${name} "${value.slice(0, 40)}" is not an amount`);
      if (parsed.negative && mode === 'positive') return fail(`${name} must not be negative`);
      return (parsed.negative && mode === 'signed' ? -parsed.cents : parsed.cents) as Cents;
    },
    isBlank: () => record.cells.every((cell) => cell.trim() === ''),
    fail,
  };
}

/** Runs a reader, turning its first LineProblem into the refusal. */
export function readSafely<Row>(read: () => Row[]): StatementRead<Row> {
  try {
    return { ok: true, rows: read() };
  } catch (error) {
    if (error instanceof LineProblem) {
      return { ok: false, problem: { line: error.line, message: error.message } };
    }
    throw error;
  }
}
