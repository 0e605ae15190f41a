import { Readable } from 'node:stream';
import { csvHeading, kesToCents, type Language } from '@links/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return) as a formula.
 * Free text gets a leading apostrophe so it stays text; numbers never pass through here.
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A KES amount as a plain number with two decimals: `-1500.50`, no thousands separators. */
export function csvAmount(kes: number): string {
  const cents = kesToCents(kes);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One column of a downloaded list: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null;
}

/**
 * Sends a list as a CSV file, streamed: rows are written as their batches arrive from the
 * database, so memory stays flat however long the list. Text cells are kept safe from
 * spreadsheet formulas; the file opens with a BOM so that spreadsheets read it as UTF-8. The headings
 * are in `language` (docs/decisions/languages.md, "Documents").
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  language: Language = 'en',
) {
  const records = Readable.from(
    (async function* () {
      for await (const batch of batches) {
        for (const row of batch) {
          yield columns.map((column) => {
            const value = column.value(row);
            return typeof value === 'string' ? safeText(value) : (value ?? '');
          });
        }
      }
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((c) => csvHeading(language, c.header)),
    bom: true,
    record_delimiter: 'windows',
  });
  records.on('error', (error) => csv.destroy(error));
  records.pipe(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** Columns headed by the row's own field names, each cell the field as it is. */
export const fieldColumns = <Row>(...fields: (keyof Row & string)[]): CsvColumn<Row>[] =>
  fields.map((field) => ({ header: field, value: (row) => row[field] as string | number | null }));

/** Columns of KES amounts headed by the row's own field names (`csvAmount`). */
export const amountColumns = <Row>(...fields: (keyof Row & string)[]): CsvColumn<Row>[] =>
  fields.map((field) => ({ header: field, value: (row) => csvAmount(row[field] as number) }));
