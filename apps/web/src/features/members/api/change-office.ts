import { type Office, profileAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { usersKey } from './get-users';

/** `PATCH /users/{userId} {office}` (officials): promotes or demotes; the user's sign-ins end. */
export const changeOffice = ({ userId, office }: { userId: number; office: Office }) =>
  requestParsed(profileAnswer, `/users/${userId}`, 'PATCH', { office });

export const useChangeOffice = () => useMutationOf(changeOffice, [usersKey]);
