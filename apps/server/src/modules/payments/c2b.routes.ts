import { darajaAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runInGroup } from '../../db/group-context.js';
import { readRawDarajaBodies } from '../../lib/daraja-callbacks.js';
import { requestContext } from '../audit/audit.service.js';
import { type C2bService, refusal } from './c2b.service.js';

const NOT_FOUND = 'Not found.';

/**
 * Safaricom's C2B callbacks (docs/decisions/payments.md, "Callbacks"). No sign-in: the secret token in the
 * path is the proof. The body is read as text, so that it is kept exactly as received, and every answer, a
 * failure included, is Daraja's JSON: Safaricom never gets a 500.
 */
export function c2bRoutes(service: C2bService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    readRawDarajaBodies(instance);

    for (const kind of ['validation', 'confirmation'] as const) {
      app.post(
        `/payments/c2b/${kind}/:token`,
        {
          schema: {
            tags: ['payments'],
            summary:
              kind === 'validation'
                ? 'Daraja C2B validation: accepts a payment to the group’s shortcode'
                : 'Daraja C2B confirmation: records a completed payment once, by its TransID',
            security: [],
            params: z.object({ token: z.string() }),
            response: {
              200: darajaAnswer,
              400: darajaAnswer,
              404: darajaAnswer,
              409: darajaAnswer,
              413: darajaAnswer,
              422: darajaAnswer,
            },
          },
        },
        async (request, reply) => {
          const groupId = await service.groupOfToken(request.params.token);
          if (groupId === undefined) {
            return reply.status(404).send(refusal(404, 'C2B00016', NOT_FOUND, 'NOT_FOUND').body);
          }
          const raw = typeof request.body === 'string' ? request.body : '';
          // Safaricom signs in as no one: whatever the request carries, the callback has no user.
          const who = { ...requestContext(request), userId: null, role: null };
          // The callback acts in the group its token is of.
          const answer = await runInGroup(groupId, () =>
            kind === 'validation' ? service.validate(raw) : service.confirm(raw, who),
          );
          return reply.status(answer.statusCode).send(answer.body);
        },
      );
    }
  };
}

export { readRawDarajaBodies };
