import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../lib/errors.js';

function fieldName(instancePath: string, fallback: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || fallback;
}

/**
 * One error handler for the whole API: every failure answers in the shape of
 * docs/decisions/wire.md, "Error answers".
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const first = error.validation[0]?.message ?? 'The request is not valid.';
      const body: ErrorBody = { message: first, detail: first, code: 'VALIDATION_FAILED', fields };
      return reply.status(422).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'The request must be sent as application/json.'
            : error.message;
      const body: ErrorBody = {
        message,
        detail: message,
        code: status === 413 ? 'TOO_LARGE' : 'BAD_REQUEST',
      };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const message = `Something went wrong on our side. Quote request ${request.id} if it happens again.`;
    const body: ErrorBody = { message, detail: message, code: 'INTERNAL_ERROR' };
    return reply.status(500).send(body);
  });
}
