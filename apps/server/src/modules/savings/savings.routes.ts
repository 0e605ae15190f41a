import { type Clock, centsToKes, savingAdded, savingDetailsAnswer, totalSavingsAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { savingListRoute } from './saving-list.routes.js';
import { addSavingBody } from './savings.schemas.js';
import { addSaving, memberSavingsCents, savingDetails, totalSavingsCents } from './savings.service.js';

const denied = { 401: errorBody, 403: errorBody };

/** Savings accounts (decisions §4). */
export function savingsRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/add-saving',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['savings'],
          summary: "Open a member's savings account with its opening balance",
          body: addSavingBody,
          response: {
            201: savingAdded,
            ...denied,
            404: errorBody,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addSaving(db, request.body, signedInContext(request), clock.today())),
    );

    savingListRoute(instance, db, guards);

    app.get(
      '/saving-details/:savingId',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['savings'],
          summary: 'A savings account with every deposit and the running balance',
          params: z.object({ savingId: idParam('savingId') }),
          response: { 200: savingDetailsAnswer, ...denied, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => savingDetails(db, request.params.savingId, caller(request)),
    );

    app.get(
      '/totalsavings',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['savings'],
          summary: "The group's savings: every member's balance together",
          response: { 200: totalSavingsAnswer, ...denied },
        },
      },
      async () => ({ total_savings: centsToKes(await totalSavingsCents(db)) }),
    );

    app.get(
      '/savings/total/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags: ['savings'],
          summary: "One member's savings balance",
          params: z.object({ userId: idParam('userId') }),
          response: { 200: totalSavingsAnswer, ...denied, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => ({ total_savings: centsToKes(await memberSavingsCents(db, request.params.userId)) }),
    );
  };
}
