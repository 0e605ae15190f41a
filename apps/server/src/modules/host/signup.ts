import { type Clock, operations, type SignupBody } from '@links/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { moduleRoutes } from '../../lib/route.js';
import { type RequestContext, requestContext } from '../audit/audit.service.js';
import { hourlyAddressLimit } from '../auth/index.js';
import { type IssueInvitation, openGroupWithChair } from './open-group.js';

/*
 * Registering a new group from /signup (docs/decisions/signup.md): only where LINKS_OPEN_SIGNUP
 * opens the deployment to it. The group waits, `pending`, until its first official answers the code
 * e-mailed to them.
 */

export const SIGNUP_CLOSED = 'This Links does not take new groups. Ask its host to open one for you.';
export const SIGNUP_SENT =
  'Check your e-mail: we sent you a code to confirm your group. It holds for 7 days. Until you confirm, the group does not start.';
/** docs/decisions/signup.md, "Limits". */
export const SIGNUPS_PER_HOUR = 5;

export function signupService(db: Db, open: boolean, invite: IssueInvitation) {
  return {
    open,
    /** A pending group with its first official, who gets the code; the same answer whoever they are. */
    async register(body: SignupBody, context: RequestContext): Promise<{ message: string }> {
      if (!open) throw notFound(SIGNUP_CLOSED);
      await openGroupWithChair(db, invite, context, {
        name: body.group_name,
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        by: 'signup',
      });
      return { message: SIGNUP_SENT };
    },
  };
}

export type SignupService = ReturnType<typeof signupService>;

export function signupRoutes(signup: SignupService, db: Db, clock: Clock) {
  const limit = hourlyAddressLimit(db, clock)(
    'signup',
    SIGNUPS_PER_HOUR,
    'Too many groups registered from this address. Wait an hour and try again.',
  );
  /** Closed: refused before anything is counted or read; open: counted per address. */
  const openAndLimited = async (request: FastifyRequest) => {
    if (!signup.open) throw notFound(SIGNUP_CLOSED);
    await limit(request);
  };
  return moduleRoutes(['host'], (route) => {
    route(operations.signupStatus, null, {
      summary: 'Whether this deployment takes new groups from /signup',
      handler: async () => ({ open: signup.open }),
    });
    route(operations.signup, openAndLimited, {
      summary: 'Register a new group: its first official confirms it with a code sent by e-mail',
      handler: async (request, reply) => {
        const answer = await signup.register(request.body, requestContext(request));
        return reply.status(202).send(answer);
      },
    });
  });
}
