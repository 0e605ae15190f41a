import { type Office, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, usersKey } from '../../../lib/query-keys';

/**
 * `PATCH /users/{userId} {office}` (officials): promotes or demotes; the user's sign-ins end. With
 * a quorum it answers 202 and waits for the other officials (docs/decisions/approvals.md, "Kinds").
 */
export const changeOffice = ({ userId, office }: { userId: number; office: Office }) =>
  call(operations.changeProfile, { params: { userId }, body: { office } });

export const useChangeOffice = () => useMutationOf(changeOffice, [usersKey, approvalsKey]);
