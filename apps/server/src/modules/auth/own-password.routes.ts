import {
  acceptInvitationSchema,
  type Clock,
  changePasswordSchema,
  invitationAnswer,
  invitationCodeParam,
  invitationView,
  loginAnswerSchema,
  passwordChangedAnswer,
  passwordResetConfirmSchema,
  passwordResetDoneAnswer,
  passwordResetRequestedAnswer,
  passwordResetRequestSchema,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
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
  const codeParams = z.object({ code: invitationCodeParam });
  const refused = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/invitations/:code',
      {
        onRequest: invitationLimit,
        schema: {
          tags: ['passwords'],
          summary: 'Whose invitation a code is (first name only), while it may be used',
          params: codeParams,
          response: { 200: invitationView, 404: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => auth.invitationFor(request.params.code),
    );

    app.post(
      '/invitations/:code/accept',
      {
        onRequest: invitationLimit,
        schema: {
          tags: ['passwords'],
          summary: 'Choose your password with an invitation, and sign in',
          params: codeParams,
          body: acceptInvitationSchema.extend({ password: uncommonPasswordSchema }),
          response: { 200: loginAnswerSchema, 404: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const answer = await auth.acceptInvitation(
          request.params.code,
          request.body.password,
          requestContext(request),
        );
        setSessionCookies(request, reply, answer);
        return answer;
      },
    );

    app.post(
      '/me/password',
      {
        onRequest: guards.ownAccount,
        schema: {
          tags: ['passwords'],
          summary: 'Change your password; your other sign-ins end, this one goes on',
          body: changePasswordSchema.extend({ new_password: uncommonPasswordSchema }),
          response: { 200: passwordChangedAnswer, ...refused },
        },
      },
      async (request, reply) => {
        const answer = await auth.changePassword(
          caller(request),
          request.body.current_password,
          request.body.new_password,
          signedInContext(request),
        );
        setUserCookie(request, reply, answer.user);
        return answer;
      },
    );

    app.post(
      '/password-resets',
      {
        onRequest: resetLimit,
        schema: {
          tags: ['passwords'],
          summary: 'Ask for a code to reset a forgotten password (the same answer for any email)',
          body: passwordResetRequestSchema,
          response: { 202: passwordResetRequestedAnswer, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await auth.requestReset(request.body.email, requestContext(request));
        return reply.status(202).send({ message: RESET_REQUESTED });
      },
    );

    app.post(
      '/password-resets/confirm',
      {
        onRequest: resetLimit,
        schema: {
          tags: ['passwords'],
          summary: 'Set a new password with the emailed code; every sign-in ends',
          body: passwordResetConfirmSchema.extend({ password: uncommonPasswordSchema }),
          response: { 200: passwordResetDoneAnswer, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const { email, code, password } = request.body;
        await auth.confirmReset(email, code, password, requestContext(request));
        return { message: RESET_DONE };
      },
    );

    app.post(
      '/users/:userId/password-reset',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['passwords'],
          summary: "Reset a member's password: a fresh invitation for them, never a password",
          params: z.object({ userId: idParam('userId') }),
          response: { 201: invitationAnswer, ...refused },
        },
      },
      async (request, reply) => {
        const invitation = await auth.resetByOfficial(request.params.userId, signedInContext(request));
        return reply.status(201).send({
          ...invitation,
          message: 'Password reset. Give the member this invitation to choose a new one.',
        });
      },
    );
  };
}
