import { type Clock, operations } from '@links/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../lib/errors.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { requestContext } from '../audit/audit.service.js';
import { addressLimit } from './address-limit.js';
import { setupBody } from './auth.schemas.js';
import type { AuthService } from './auth.service.js';
import { setDeviceCookie, signInDevice } from './devices.js';
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

  return moduleRoutes(['auth'], (route) => {
    route(
      operations.login,
      perAddress('login', 'Too many sign-in attempts from this address. Wait a minute and try again.'),
      {
        summary: 'Sign in with email and password',
        handler: async (request, reply) => {
          const device = signInDevice(request);
          const answer = await auth.login(
            request.body.email,
            request.body.password,
            requestContext(request),
            device,
          );
          setSessionCookies(request, reply, answer);
          setDeviceCookie(request, reply, device);
          return answer;
        },
      },
    );

    route(operations.refreshToken, null, {
      summary: "Exchange a refresh token (the body's, else the cookie's) for a new pair (rotation)",
      handler: async (request, reply) => {
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
    });

    route(operations.logout, null, {
      summary: "Revoke the sign-in a refresh token (the body's, else the cookie's) belongs to",
      handler: async (request, reply) => {
        const token = presentedRefreshToken(request, request.body?.refresh_token);
        if (token !== undefined) await auth.logout(token, requestContext(request));
        clearSessionCookies(request, reply);
        return reply.status(204).send(null);
      },
    });

    // Also while a password an official set waits to be changed (docs/decisions/passwords.md).
    route(operations.me, guards.ownAccount, {
      summary: 'The signed-in user',
      handler: async (request) => auth.currentUser(caller(request).userId),
    });

    route(operations.myGroups, guards.ownAccount, {
      summary: 'The groups the signed-in person belongs to, the current one marked',
      handler: async (request) => auth.myGroups(caller(request)),
    });

    route(operations.chooseGroup, guards.ownAccount, {
      summary: 'Act in another of your groups: this sign-in ends and one in that group starts',
      description: 'A group you do not belong to, or have left, is a 403 (docs/decisions/people.md).',
      handler: async (request, reply) => {
        const answer = await auth.chooseGroup(
          caller(request),
          request.body.group_id,
          requestContext(request),
        );
        setSessionCookies(request, reply, answer);
        return answer;
      },
    });

    route(operations.setupStatus, null, {
      tags: ['setup'],
      summary:
        'Whether the first admin still has to be created, and whether this caller must give the setup code',
      handler: async (request) => {
        const needed = await auth.setupNeeded();
        return { needed, code_needed: needed && !fromOwnMachine(request) };
      },
    });

    route(
      operations.setup,
      perAddress('setup', 'Too many setup attempts from this address. Wait a minute and try again.'),
      {
        tags: ['setup'],
        summary:
          'Name the group and create the first admin (first run only); from another machine, with the setup code',
        stricterBody: setupBody,
        handler: async (request, reply) => {
          const answer = await auth.setup(request.body, requestContext(request), fromOwnMachine(request));
          setSessionCookies(request, reply, answer);
          return answer;
        },
      },
    );
  });
}
