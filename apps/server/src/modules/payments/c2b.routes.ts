import { darajaAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runInGroup } from '../../db/group-context.js';
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

/**
 * A Daraja callback's plugin reads the body as text, so that it is kept exactly as received, and answers
 * every failure as Daraja's JSON: Safaricom never gets a 500 (docs/decisions/payments.md, "Callbacks").
 */
export function readRawDarajaBodies(instance: FastifyInstance) {
  const app = instance;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    const status = error.statusCode === 413 ? 413 : clientError ? 400 : 200;
    if (status === 200) request.log.error({ err: error }, 'Daraja callback failed');
    const message =
      status === 200
        ? 'The payment could not be recorded now; it will be asked about again or read from the statement.'
        : error.message;
    return reply
      .status(status)
      .send(refusal(status, 'C2B00016', message, status === 200 ? 'NOT_RECORDED' : 'BAD_REQUEST').body);
  });
}
