import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorBody } from '../auth/auth.schemas.js';
import { caller, type Guards } from '../auth/guards.js';
import { createUserAccount } from './create-user-account.js';
import { createUserAccountAnswer, createUserAccountBody, listedUser } from './members.schemas.js';
import { listUsers } from './members.service.js';

/** Members: the create-user wizard and the member lists (decisions §4). */
export function membersRoutes(db: Db, guards: Guards) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/create-user-account',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['members'],
          summary: 'Create a user with their member account and savings account',
          body: createUserAccountBody,
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
        reply.status(201).send(await createUserAccount(db, request.body, caller(request).userId)),
    );

    app.get(
      '/get-users',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['members'],
          summary: 'Every user by name; emails only for an admin',
          response: { 200: z.object({ users: z.array(listedUser) }), 401: errorBody },
        },
      },
      async (request) => ({ users: await listUsers(db, caller(request).role) }),
    );
  };
}
