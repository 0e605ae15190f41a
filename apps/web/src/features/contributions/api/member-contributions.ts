import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { contributionsKey } from '../../../lib/query-keys';

/**
 * `GET /users/{userId}/contributions` (the member or an official): what the member has put into each
 * kind, with the kind's expected amount (docs/decisions/contribution-kinds.md, "Each member's part").
 */
export const useMemberContributions = (userId: number) =>
  useRead(
    [...contributionsKey, 'member', userId],
    answerOf(operations.memberContributions),
    pathOfCall(operations.memberContributions, { params: { userId } }),
    'contributions',
  );
