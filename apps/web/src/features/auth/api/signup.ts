import { type BodyInput, operations } from '@links/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { publicCall } from '../../../lib/call';
import { signupKey } from '../../../lib/query-keys';

/* Registering a new group (docs/decisions/signup.md): the calls of /signup and of its link. */

/** `GET /signup`: whether this deployment takes new groups. */
export const useSignupStatus = () =>
  useQuery({
    queryKey: signupKey,
    queryFn: () => publicCall(operations.signupStatus),
    staleTime: 60_000,
  });

/** `POST /signup`: always the same answer, whoever the email is; the code goes by e-mail only. */
export const useSignup = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof operations.signup>) => publicCall(operations.signup, { body }),
  });
