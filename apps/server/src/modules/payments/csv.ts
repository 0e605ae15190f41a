import type { CsvRecord } from '@links/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { unprocessable } from '../../lib/errors.js';

export const NOT_A_CSV = 'The file is not a CSV statement.';

const refuse = (message: string) => unprocessable(message, { file: message }, 'BAD_STATEMENT');

/** The text of an uploaded file: UTF-8 (a byte order mark dropped), else Windows-1252 as older exports are. */
export function fileText(bytes: Buffer): string {
  if (bytes.includes(0)) throw refuse(NOT_A_CSV);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The records of a CSV file with the line each ends on; a file that is not CSV is a 422 naming the line. */
export function csvRecords(text: string): CsvRecord[] {
  try {
    const rows = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
    return rows.map((row) => ({ line: row.info.lines, cells: row.record }));
  } catch (error) {
    if (error instanceof CsvError) {
      // The broken record starts after the last whole one (the error's own line is where reading stopped).
      const read = (error as CsvError & { bytes_records?: number }).bytes_records ?? 0;
      const line = Buffer.from(text, 'utf8').subarray(0, read).toString('utf8').split('\n').length;
      throw refuse(`Line ${line}: the file is not valid CSV.`);
    }
    throw error;
  }
}
