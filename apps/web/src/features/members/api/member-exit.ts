import { type BodyInput, type ExitPreview, operations } from '@links/domain';
import { answerOf, call, pathOfCall } from '../../../lib/call';
import { useMutationOf, useRead } from '../../../lib/queries';
import { accountsKey, approvalsKey, booksKey, loansKey, usersKey } from '../../../lib/query-keys';

/** docs/decisions/member-exits.md, "The preview". */
export type { ExitPreview };

/** `GET /members/{userId}/exit`: what an exit today would settle (officials and the auditor). */
export const useExitPreview = (userId: number) =>
  useRead(
    [...usersKey, 'exit', userId],
    answerOf(operations.exitPreview),
    pathOfCall(operations.exitPreview, { params: { userId }, query: {} }),
  );

/** `POST /members/{userId}/exit`: done (200) or sent for approval (202). */
export const exitMember = (userId: number, body: BodyInput<typeof operations.memberExit>) =>
  call(operations.memberExit, { params: { userId }, body });

/** A member's exit: it moves savings, loans and the books, and may wait on the approvals. */
export const useMemberExit = (userId: number) =>
  useMutationOf(
    (body: BodyInput<typeof operations.memberExit>) => exitMember(userId, body),
    [usersKey, accountsKey, loansKey, booksKey, approvalsKey],
  );

/** `POST /members/{userId}/reactivate`. */
export const reactivateMember = (userId: number) => call(operations.reactivateMember, { params: { userId } });
export const useReactivateMember = () => useMutationOf(reactivateMember, [usersKey, accountsKey]);
