import type { Clock } from '@links/domain';
import { DARAJA_ACCEPTED, readB2cResult, readStatusResult } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { readRawDarajaBodies, refusal, tokenCallbackSchema } from '../../lib/daraja-callbacks.js';
import { B2C_RESULT_PATH, B2C_TIMEOUT_PATH, STATUS_RESULT_PATH, STATUS_TIMEOUT_PATH } from './paths.js';
import { type AttemptKey, type Settlement, settleAttempt } from './settle.js';
import { groupOfAttemptToken } from './tokens.js';

const NOT_FOUND = 'Not found.';

type Kind = 'result' | 'timeout' | 'status-result' | 'status-timeout';

const PATHS: Record<Kind, string> = {
  result: B2C_RESULT_PATH,
  timeout: B2C_TIMEOUT_PATH,
  'status-result': STATUS_RESULT_PATH,
  'status-timeout': STATUS_TIMEOUT_PATH,
};

const SUMMARIES: Record<Kind, string> = {
  result: 'Daraja B2C result: posts a payout once when Safaricom sent it, else marks it Failed',
  timeout: 'Daraja B2C timeout: the payout stays Sent and Safaricom is asked what became of it',
  'status-result': 'Daraja transaction status result: settles a payout whose result was late',
  'status-timeout': 'Daraja transaction status timeout: Safaricom is asked again later',
};

/** The settlement a callback's body says; null for a body that is not one. */
function read(kind: Kind, raw: string): Settlement | null {
  if (kind === 'timeout') return { kind: 'timeout' };
  if (kind === 'status-timeout')
    return { kind: 'unknown', reason: 'The status query timed out: Links asks again.' };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (kind === 'result') {
    const outcome = readB2cResult(body);
    if (!outcome) return null;
    const originator = outcome.originatorConversationId;
    return outcome.ok
      ? { kind: 'completed', receipt: outcome.receipt, amountCents: outcome.amountCents, originator }
      : {
          kind: 'absent',
          reason: outcome.reason || `Safaricom's result code ${outcome.resultCode}`,
          originator,
        };
  }
  const status = readStatusResult(body);
  if (!status) return null;
  return status.kind === 'completed'
    ? { kind: 'completed', receipt: status.receipt, amountCents: status.amountCents }
    : status;
}

/**
 * Daraja's B2C and status-query callbacks (docs/decisions/payouts.md, "Results"): no sign-in, the
 * attempt's own token in the path is the proof; every answer is Daraja's JSON, never a 500.
 */
export function payoutCallbackRoutes(db: Db, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    readRawDarajaBodies(instance);
    for (const kind of Object.keys(PATHS) as Kind[]) {
      app.post(
        `${PATHS[kind]}:token`,
        { schema: tokenCallbackSchema('payouts', SUMMARIES[kind]) },
        async (request, reply) => {
          const { token } = request.params;
          const status = kind.startsWith('status');
          const groupId = await groupOfAttemptToken(db, token, status);
          if (groupId === undefined) {
            return reply.status(404).send(refusal(404, 'C2B00016', NOT_FOUND, 'NOT_FOUND').body);
          }
          const outcome = read(kind, typeof request.body === 'string' ? request.body : '');
          if (!outcome) {
            const message = 'The body is not a Daraja result (Result).';
            return reply.status(400).send(refusal(400, 'C2B00016', message, 'BAD_REQUEST').body);
          }
          const key: AttemptKey = status ? { statusToken: token } : { token };
          const settled = await runInGroup(groupId, () => settleAttempt(db, key, outcome, clock));
          if (settled === 'mismatch') {
            const message =
              'The result names another OriginatorConversationID than the payment it was sent for.';
            return reply.status(422).send(refusal(422, 'C2B00016', message, 'MISMATCH').body);
          }
          return reply.status(200).send(DARAJA_ACCEPTED);
        },
      );
    }
  };
}
