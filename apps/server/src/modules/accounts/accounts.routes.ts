import { accountSummaryAnswer, createAccountBody, memberAccountCreated } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { accountListRoute } from './account-list.routes.js';
import { accountSummary, createMemberAccount } from './accounts.service.js';

const denied = { 401: errorBody, 403: errorBody };

/** Member accounts: the Accounts screen (decisions §4). */
export function accountsRoutes(db: Db, guards: Guards) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/create-account',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['accounts'],
          summary: 'Open a member account, which lists the member on the Accounts screen',
          body: createAccountBody,
          response: {
            201: memberAccountCreated,
            ...denied,
            404: errorBody,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createMemberAccount(db, request.body.user_id, signedInContext(request))),
    );

    accountListRoute(instance, db, guards);

    app.get(
      '/accounts/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags: ['accounts'],
          summary: "A member's savings, monthly target and loan installments",
          params: z.object({ userId: idParam('userId') }),
          response: { 200: accountSummaryAnswer, ...denied, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => accountSummary(db, request.params.userId),
    );
  };
}
