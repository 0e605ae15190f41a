import { type Office, orApprovalPending, profileAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, usersKey } from '../../../lib/query-keys';

/**
 * `PATCH /users/{userId} {office}` (officials): promotes or demotes; the user's sign-ins end. With
 * a quorum it answers 202 and waits for the other officials (docs/decisions/approvals.md, "Kinds").
 */
export const changeOffice = ({ userId, office }: { userId: number; office: Office }) =>
  requestParsed(orApprovalPending(profileAnswer), `/users/${userId}`, 'PATCH', { office });

export const useChangeOffice = () => useMutationOf(changeOffice, [usersKey, approvalsKey]);
