import {
  type AcceptInvitationInput,
  type ChangePasswordInput,
  invitationView,
  loginAnswerSchema,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
  passwordChangedAnswer,
  passwordResetDoneAnswer,
  passwordResetRequestedAnswer,
} from '@links/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { publicRequest, requestParsed } from '../../../lib/api';
import { invitationKey } from '../../../lib/query-keys';
import { sessionChanged } from '../../../lib/session';

/* A member's own password (docs/decisions/passwords.md): the calls of its screens. */

const codePath = (code: string) => `/invitations/${encodeURIComponent(code)}`;

/** `GET /invitations/{code}`: whose invitation it is; a 404 when it cannot be used. */
export const useInvitation = (code: string) =>
  useQuery({
    queryKey: [...invitationKey, code],
    queryFn: () => publicRequest(invitationView, codePath(code)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `POST /invitations/{code}/accept`: the server signs in and sets the session cookies. */
export const useAcceptInvitation = (code: string) =>
  useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      publicRequest(loginAnswerSchema, `${codePath(code)}/accept`, 'POST', input),
    onSuccess: () => sessionChanged(),
  });

/** `POST /me/password`: the server renews the user record's cookie. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      requestParsed(passwordChangedAnswer, '/me/password', 'POST', input),
    onSuccess: () => sessionChanged(),
  });

/** `POST /password-resets`: always 202, whatever the email. */
export const useRequestReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      publicRequest(passwordResetRequestedAnswer, '/password-resets', 'POST', input),
  });

/** `POST /password-resets/confirm`. */
export const useConfirmReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      publicRequest(passwordResetDoneAnswer, '/password-resets/confirm', 'POST', input),
  });
