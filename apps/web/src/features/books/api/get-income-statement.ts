import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';

export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

/** `GET /books/income-statement?from=&to=` (admin): income, expenses and the surplus. */
export const useIncomeStatement = ({ from, to }: Period) =>
  useRead(
    [...booksKey, 'income-statement', from ?? '', to ?? ''],
    answerOf(operations.incomeStatement),
    pathOfCall(operations.incomeStatement, { query: { from, to } }),
  );
