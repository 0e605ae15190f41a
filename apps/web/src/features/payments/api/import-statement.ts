import { operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestUpload } from '../../../lib/api';
import { answerOf, pathOfCall } from '../../../lib/call';
import { readQuery, useMutationOf } from '../../../lib/queries';
import { bankMappingKey } from '../../../lib/query-keys';

export interface StatementUpload {
  /** Null for the M-Pesa statement (into the settings' M-Pesa account), else a bank's books id. */
  accountId: number | null;
  file: File;
  /** A bank statement's column names; none to use the ones remembered for the account. */
  mapping?: Record<string, string>;
}

/** `POST /mpesa/statements` or `POST /bank-statements/{accountId}` (admin, multipart). */
export function importStatement({ accountId, file, mapping = {} }: StatementUpload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(mapping)) if (value.trim()) form.set(name, value.trim());
  form.set('file', file);
  const path =
    accountId === null
      ? pathOf(operations.importMpesaStatement)
      : pathOf(operations.importBankStatement, { accountId });
  return requestUpload(answerOf(operations.importMpesaStatement), path, form);
}

export const useImportStatement = () => useMutationOf(importStatement, 'all');

/** `GET /bank-statements/{accountId}/mapping`: the columns remembered for a bank account. */
export const bankMappingQuery = (accountId: number) =>
  readQuery(
    [...bankMappingKey, accountId],
    answerOf(operations.bankMapping),
    pathOfCall(operations.bankMapping, { params: { accountId } }),
  );

export const useBankMapping = (accountId: number | null) =>
  useQuery({ ...bankMappingQuery(accountId ?? 0), enabled: accountId !== null });
