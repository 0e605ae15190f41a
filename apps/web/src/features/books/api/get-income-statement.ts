import { incomeStatementAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { booksKey, queryString } from './keys';

export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

/** `GET /books/income-statement?from=&to=` (admin): income, expenses and the surplus. */
export const getIncomeStatement = ({ from, to }: Period) =>
  requestParsed(incomeStatementAnswer, `/books/income-statement${queryString({ from, to })}`);

export const incomeStatementQuery = (period: Period) =>
  queryOptions({
    queryKey: [...booksKey, 'income-statement', period.from ?? '', period.to ?? ''],
    queryFn: () => getIncomeStatement(period),
  });

export const useIncomeStatement = (period: Period) => useQuery(incomeStatementQuery(period));
