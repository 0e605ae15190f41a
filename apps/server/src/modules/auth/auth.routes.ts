import {
  type Clock,
  loginAnswerSchema,
  loginSchema,
  sessionUserSchema,
  setupStatusSchema,
} from '@links/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../lib/errors.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { requestContext } from '../audit/audit.service.js';
import { addressLimit } from './address-limit.js';
import { refreshBody, setupBody } from './auth.schemas.js';
import type { AuthService } from './auth.service.js';
import { clearSessionCookies, presentedRefreshToken, setSessionCookies } from './session-cookies.js';
import { isOwnMachine } from './setup-code.js';

export function authRoutes(auth: AuthService, guards: Guards, config: Config, db: Db, clock: Clock) {
  const perAddress = addressLimit(db, config, clock);

  /**
   * Whether the caller sits at the server's own machine (docs/decisions/first-run.md, "First run"). Behind a
   * proxy (TRUST_PROXY set) no caller does: a proxy on this machine that sends no forwarding
   * header would make everyone look local.
   */
  const fromOwnMachine = (request: FastifyRequest) => config.trustProxy === false && isOwnMachine(request);

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/login',
      {
        onRequest: perAddress(
          'login',
          'Too many sign-in attempts from this address. Wait a minute and try again.',
        ),
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: loginSchema,
          response: { 200: loginAnswerSchema, 401: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const answer = await auth.login(request.body.email, request.body.password, requestContext(request));
        setSessionCookies(request, reply, answer);
        return answer;
      },
    );

    app.post(
      '/token/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: "Exchange a refresh token (the body's, else the cookie's) for a new pair (rotation)",
          body: refreshBody,
          response: { 200: loginAnswerSchema, 401: errorBody, 403: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const token = presentedRefreshToken(request, request.body?.refresh_token);
        if (token === undefined) throw unauthorized('Authentication token missing', 'TOKEN_MISSING');
        try {
          const answer = await auth.refresh(token);
          setSessionCookies(request, reply, answer);
          return answer;
        } catch (error) {
          // The browser's cookies of an ended sign-in go with the refusal
          // (docs/decisions/sessions.md, "Cookies").
          clearSessionCookies(request, reply);
          throw error;
        }
      },
    );

    app.post(
      '/logout',
      {
        schema: {
          tags: ['auth'],
          summary: "Revoke the sign-in a refresh token (the body's, else the cookie's) belongs to",
          body: refreshBody,
          response: { 204: z.null(), 403: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const token = presentedRefreshToken(request, request.body?.refresh_token);
        if (token !== undefined) await auth.logout(token, requestContext(request));
        clearSessionCookies(request, reply);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/me',
      {
        // Also while a password an official set waits to be changed (docs/decisions/passwords.md).
        onRequest: guards.ownAccount,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: sessionUserSchema, 401: errorBody },
        },
      },
      async (request) => auth.currentUser(caller(request).userId),
    );

    app.get(
      '/setup',
      {
        schema: {
          tags: ['setup'],
          summary:
            'Whether the first admin still has to be created, and whether this caller must give the setup code',
          response: { 200: setupStatusSchema },
        },
      },
      async (request) => {
        const needed = await auth.setupNeeded();
        return { needed, code_needed: needed && !fromOwnMachine(request) };
      },
    );

    app.post(
      '/setup',
      {
        onRequest: perAddress(
          'setup',
          'Too many setup attempts from this address. Wait a minute and try again.',
        ),
        schema: {
          tags: ['setup'],
          summary:
            'Name the group and create the first admin (first run only); from another machine, with the setup code',
          body: setupBody,
          response: {
            201: loginAnswerSchema,
            403: errorBody,
            409: errorBody,
            422: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const answer = await auth.setup(request.body, requestContext(request), fromOwnMachine(request));
        setSessionCookies(request, reply, answer);
        return reply.status(201).send(answer);
      },
    );
  };
}
