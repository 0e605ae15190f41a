import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { type StatementRequest, statementPath } from './get-statement';

export type FileFormat = 'csv' | 'pdf';

/** The name used when the server gives none. */
export const statementFileName = ({ userId, from, to }: StatementRequest, format: FileFormat) =>
  `statement-${userId}-${from}-to-${to}.${format}`;

/**
 * `GET /statements/{userId}?from&to&format=csv|pdf`: fetched with the bearer token (a plain link
 * would carry none), then saved.
 */
export async function downloadStatement(statement: StatementRequest, format: FileFormat): Promise<void> {
  const file = await requestFile(statementPath(statement, format));
  saveFile(file.blob, file.fileName ?? statementFileName(statement, format));
}

export const useDownloadStatement = () =>
  useMutation({
    mutationFn: ({ statement, format }: { statement: StatementRequest; format: FileFormat }) =>
      downloadStatement(statement, format),
  });
