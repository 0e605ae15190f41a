import {
  acceptInvitationSchema,
  type Clock,
  changePasswordSchema,
  operations,
  passwordResetConfirmSchema,
} from '@links/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { requestContext, signedInContext } from '../audit/audit.service.js';
import { addressLimit } from './address-limit.js';
import type { AuthService } from './auth.service.js';
import { uncommonPasswordSchema } from './common-passwords.js';
import { RESET_DONE, RESET_REQUESTED } from './password-resets.js';
import { setSessionCookies, setUserCookie } from './session-cookies.js';

/** A member's own password (docs/decisions/passwords.md): invitations, changes and resets. */
export function ownPasswordRoutes(auth: AuthService, guards: Guards, config: Config, db: Db, clock: Clock) {
  const perAddress = addressLimit(db, config, clock);
  const invitationLimit = perAddress(
    'invitation',
    'Too many invitation attempts from this address. Wait a minute and try again.',
  );
  const resetLimit = perAddress(
    'password-reset',
    'Too many password reset attempts from this address. Wait a minute and try again.',
  );

  return moduleRoutes(['passwords'], (route) => {
    route(operations.invitation, invitationLimit, {
      summary: 'Whose invitation a code is (first name only), while it may be used',
      handler: async (request) => auth.invitationFor(request.params.code),
    });

    route(operations.confirmGroup, invitationLimit, {
      summary: 'Confirm, with the password you already have, a group you registered, and sign in there',
      handler: async (request, reply) => {
        const answer = await auth.confirmGroup(
          request.params.code,
          request.body.password,
          requestContext(request),
        );
        setSessionCookies(request, reply, answer);
        return answer;
      },
    });

    route(operations.acceptInvitation, invitationLimit, {
      summary: 'Choose your password with an invitation, and sign in',
      stricterBody: acceptInvitationSchema.extend({ password: uncommonPasswordSchema }),
      handler: async (request, reply) => {
        const answer = await auth.acceptInvitation(
          request.params.code,
          request.body.password,
          requestContext(request),
        );
        setSessionCookies(request, reply, answer);
        return answer;
      },
    });

    route(operations.changeOwnPassword, guards.ownAccount, {
      summary: 'Change your password; your other sign-ins end, this one goes on',
      stricterBody: changePasswordSchema.extend({ new_password: uncommonPasswordSchema }),
      handler: async (request, reply) => {
        const answer = await auth.changePassword(
          caller(request),
          request.body.current_password,
          request.body.new_password,
          signedInContext(request),
        );
        setUserCookie(request, reply, answer.user);
        return answer;
      },
    });

    route(operations.requestPasswordReset, resetLimit, {
      summary: 'Ask for a code to reset a forgotten password (the same answer for any email)',
      handler: async (request, reply) => {
        await auth.requestReset(request.body.email, requestContext(request));
        return reply.status(202).send({ message: RESET_REQUESTED });
      },
    });

    route(operations.confirmPasswordReset, resetLimit, {
      summary: 'Set a new password with the emailed code; every sign-in ends',
      stricterBody: passwordResetConfirmSchema.extend({ password: uncommonPasswordSchema }),
      handler: async (request) => {
        const { email, code, password } = request.body;
        await auth.confirmReset(email, code, password, requestContext(request));
        return { message: RESET_DONE };
      },
    });

    route(operations.resetMemberPassword, guards.admin, {
      summary: "Reset a member's password: a fresh invitation for them, never a password",
      handler: async (request) => {
        const invitation = await auth.resetByOfficial(request.params.userId, signedInContext(request));
        return {
          ...invitation,
          message: 'Password reset. Give the member this invitation to choose a new one.',
        };
      },
    });
  });
}
