import { type AccountSummary, operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, pathOfCall } from '../../../lib/call';
import { readQuery } from '../../../lib/queries';
import { accountsKey } from '../../../lib/query-keys';

/**
 * `GET /accounts/{userId}` (docs/spec/entities.md, "Account summary";
 * docs/decisions/members.md, "The profile card"); KES numbers.
 */
export type { AccountSummary };

export const accountSummaryQuery = (userId: number) =>
  readQuery(
    [...accountsKey, 'summary', userId],
    answerOf(operations.accountSummary),
    pathOfCall(operations.accountSummary, { params: { userId } }),
  );

/** The summary of one member; nothing is fetched until a member is chosen. */
export const useAccountSummary = (userId: number | null) =>
  useQuery({ ...accountSummaryQuery(userId ?? 0), enabled: userId !== null });
