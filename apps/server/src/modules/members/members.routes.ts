import { type Clock, createUserAccountAnswer, formatMemberNumber, profileAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { createUserAccount } from './create-user-account.js';
import { memberListRoute } from './member-list.routes.js';
import { createUserAccountBodyFor, profileChangeBody } from './members.schemas.js';
import { updatePhone } from './members.service.js';

/** Members: the create-user wizard and the member lists (decisions §4). */
export function membersRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/create-user-account',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['members'],
          summary: 'Create a user with their member account and savings account',
          body: createUserAccountBodyFor(() => clock.today()),
          response: {
            201: createUserAccountAnswer,
            401: errorBody,
            403: errorBody,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createUserAccount(db, request.body, signedInContext(request), { joinedOn: clock.today() }),
          ),
    );

    memberListRoute(instance, db, guards);

    app.patch(
      '/users/:userId',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['members'],
          summary: "Change a member's profile: the phone payments are matched by (null clears it)",
          params: z.object({ userId: idParam('userId') }),
          body: profileChangeBody,
          response: {
            200: profileAnswer,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request) => {
        const user = await updatePhone(
          db,
          request.params.userId,
          request.body.phone ?? null,
          signedInContext(request),
        );
        return {
          users_id: user.id,
          firstname: user.firstname,
          lastname: user.lastname,
          member_number: formatMemberNumber(user.memberNo),
          phone: user.phone,
          message: 'Profile updated successfully',
        };
      },
    );
  };
}
