import { memberStatementSchema } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

export const statementsKey = ['statements'] as const;

export interface StatementRequest {
  userId: number;
  from: string;
  to: string;
}

export const statementPath = ({ userId, from, to }: StatementRequest, format: 'json' | 'csv' | 'pdf') =>
  `/statements/${userId}?${new URLSearchParams({ from, to, format })}`;

/** `GET /statements/{userId}?from&to&format=json` (the member or an admin). */
export const getStatement = (statement: StatementRequest) =>
  requestParsed(memberStatementSchema, statementPath(statement, 'json'));

export const statementQuery = (statement: StatementRequest) =>
  queryOptions({
    queryKey: [...statementsKey, statement.userId, statement.from, statement.to],
    queryFn: () => getStatement(statement),
  });

export const useStatement = (statement: StatementRequest) => useQuery(statementQuery(statement));
