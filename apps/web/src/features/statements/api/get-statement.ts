import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { statementsKey } from '../../../lib/query-keys';

export interface StatementRequest {
  userId: number;
  from: string;
  to: string;
}

export const statementPath = ({ userId, from, to }: StatementRequest, format: 'json' | 'csv' | 'pdf') =>
  pathOf(operations.memberStatement, { userId }, { from, to, format });

/** `GET /statements/{userId}?from&to&format=json` (the member or an admin). */
export const useStatement = (statement: StatementRequest) =>
  useRead(
    [...statementsKey, statement.userId, statement.from, statement.to],
    answerOf(operations.memberStatement),
    statementPath(statement, 'json'),
  );
