import { MPESA_COLUMNS } from '@links/domain';
import { stringify } from 'csv-stringify/sync';

/** The columns of the M-Pesa business portal's statement export, in its order. */
export const MPESA_HEADER = Object.values(MPESA_COLUMNS);

export type MpesaColumn = (typeof MPESA_COLUMNS)[keyof typeof MPESA_COLUMNS];
export type MpesaRow = Partial<Record<MpesaColumn, string>>;

/**
 * A statement as the portal exports it: lines about the organisation, a blank line, then the table
 * with its rows as given (the portal lists them newest first).
 */
export function mpesaStatementCsv(
  rows: readonly MpesaRow[],
  options: { organisation?: string; shortcode?: string; noise?: boolean; header?: readonly string[] } = {},
): string {
  const header = options.header ?? MPESA_HEADER;
  const noise =
    options.noise === false
      ? []
      : [
          ['Organization Name:', options.organisation ?? 'UMOJA SAVINGS GROUP'],
          ['Organization Short Code:', options.shortcode ?? '600123'],
          ['Statement Period:', 'as requested'],
          ['Currency:', 'KES'],
          [],
        ];
  const table = rows.map((row) => header.map((column) => row[column as MpesaColumn] ?? ''));
  return stringify([...noise, [...header], ...table], { record_delimiter: '\r\n' });
}
