import { type BodyInput, operations } from '@links/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, publicCall } from '../../../lib/call';
import { invitationKey } from '../../../lib/query-keys';
import { sessionChanged } from '../../../lib/session';

/* A member's own password (docs/decisions/passwords.md): the calls of its screens. */

/** `GET /invitations/{code}`: whose invitation it is; a 404 when it cannot be used. */
export const useInvitation = (code: string) =>
  useQuery({
    queryKey: [...invitationKey, code],
    queryFn: () => publicCall(operations.invitation, { params: { code } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `POST /invitations/{code}/accept`: the server signs in and sets the session cookies. */
export const useAcceptInvitation = (code: string) =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.acceptInvitation>) =>
      publicCall(operations.acceptInvitation, { params: { code }, body }),
    onSuccess: () => sessionChanged(),
  });

/** `POST /invitations/{code}/confirm`: a registered group confirmed with one's password; signed in there. */
export const useConfirmGroup = (code: string) =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.confirmGroup>) =>
      publicCall(operations.confirmGroup, { params: { code }, body }),
    onSuccess: () => sessionChanged(),
  });

/** `POST /me/password`: the server renews the user record's cookie. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.changeOwnPassword>) =>
      call(operations.changeOwnPassword, { body }),
    onSuccess: () => sessionChanged(),
  });

/** `POST /password-resets`: always 202, whatever the email. */
export const useRequestReset = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.requestPasswordReset>) =>
      publicCall(operations.requestPasswordReset, { body }),
  });

/** `POST /password-resets/confirm`. */
export const useConfirmReset = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.confirmPasswordReset>) =>
      publicCall(operations.confirmPasswordReset, { body }),
  });
