import { type DarajaAnswer, darajaAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * An answer to Safaricom: Daraja's JSON, and for a refusal also our error fields
 * (docs/decisions/wire.md, "Error answers").
 */
export type CallbackStatus = 200 | 400 | 404 | 409 | 413 | 422;
export interface CallbackAnswer {
  statusCode: CallbackStatus;
  body: DarajaAnswer;
}

export function refusal(
  statusCode: CallbackStatus,
  resultCode: string,
  message: string,
  code: string,
): CallbackAnswer {
  return {
    statusCode,
    body: { ResultCode: resultCode, ResultDesc: `Rejected: ${message}`, message, detail: message, code },
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

/**
 * The schema of a Daraja callback whose path ends in a token of its own: no sign-in (the token is the
 * proof), and every answer Daraja's JSON.
 */
export const tokenCallbackSchema = (tag: string, summary: string) => ({
  tags: [tag],
  summary,
  security: [],
  params: z.object({ token: z.string() }),
  response: { 200: darajaAnswer, 400: darajaAnswer, 404: darajaAnswer, 413: darajaAnswer, 422: darajaAnswer },
});
