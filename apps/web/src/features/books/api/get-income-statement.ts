import { incomeStatementAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';
import { queryString } from '../../../lib/query-string';

export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

/** `GET /books/income-statement?from=&to=` (admin): income, expenses and the surplus. */
export const useIncomeStatement = ({ from, to }: Period) =>
  useRead(
    [...booksKey, 'income-statement', from ?? '', to ?? ''],
    incomeStatementAnswer,
    `/books/income-statement${queryString({ from, to })}`,
  );
