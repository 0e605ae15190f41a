import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api';
import { type StatementRequest, statementPath } from './get-statement';

export type FileFormat = 'csv' | 'pdf';

/**
 * Saves a blob under a file name: an object URL behind a temporary `<a download>`, which the CSP
 * allows (no inline script, no new window). The URL is let go once the click has been handled.
 */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name used when the server gives none. */
export const statementFileName = ({ userId, from, to }: StatementRequest, format: FileFormat) =>
  `statement-${userId}-${from}-to-${to}.${format}`;

/**
 * `GET /statements/{userId}?from&to&format=csv|pdf`: fetched with the bearer token (a plain link
 * would carry none), then saved.
 */
export async function downloadStatement(statement: StatementRequest, format: FileFormat): Promise<void> {
  const file = await requestFile(statementPath(statement, format));
  save(file.blob, file.fileName ?? statementFileName(statement, format));
}

export const useDownloadStatement = () =>
  useMutation({
    mutationFn: ({ statement, format }: { statement: StatementRequest; format: FileFormat }) =>
      downloadStatement(statement, format),
  });
