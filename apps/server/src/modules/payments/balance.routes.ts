import { DARAJA_ACCEPTED, operations, readBalanceResult } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { tokenCallbackSchema } from '../../lib/daraja-callbacks.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { readRawDarajaBodies } from './c2b.routes.js';
import { refusal } from './c2b.service.js';
import {
  BALANCE_RESULT_PATH,
  BALANCE_TIMEOUT_PATH,
  checkMpesaBalance,
  groupOfBalanceToken,
  mpesaBalance,
  settleBalance,
} from './mpesa-balance.js';
import type { StkDeps } from './stk.routes.js';

/** The paybill's balance (docs/decisions/daraja.md, "The M-Pesa balance"): officials ask, and read it. */
export function balanceRoutes(db: Db, guards: Guards, deps: StkDeps) {
  return moduleRoutes(['payments'], (route) => {
    route(operations.checkMpesaBalance, guards.admin, {
      summary: 'Asks Daraja for the paybill’s balance; the result comes back to the server',
      handler: async (request, reply) => {
        reply.code(202);
        return checkMpesaBalance(db, deps, caller(request).userId);
      },
    });
    route(operations.mpesaBalance, guards.admin, {
      summary: 'The last M-Pesa balance check beside the books’ balance of the M-Pesa account',
      handler: async () => mpesaBalance(db),
    });
  });
}

const NOT_FOUND = 'Not found.';

/** Daraja's balance result and timeout callbacks: the check's own token in the path is the proof. */
export function balanceCallbackRoutes(db: Db) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    readRawDarajaBodies(instance);
    for (const kind of ['result', 'timeout'] as const) {
      app.post(
        `${kind === 'result' ? BALANCE_RESULT_PATH : BALANCE_TIMEOUT_PATH}:token`,
        {
          schema: tokenCallbackSchema(
            'payments',
            kind === 'result'
              ? 'Daraja balance result: keeps the paybill’s balance once'
              : 'Daraja balance timeout: the check failed',
          ),
        },
        async (request, reply) => {
          const { token } = request.params;
          const groupId = await groupOfBalanceToken(db, token);
          if (groupId === undefined) {
            return reply.status(404).send(refusal(404, 'C2B00016', NOT_FOUND, 'NOT_FOUND').body);
          }
          let outcome: ReturnType<typeof readBalanceResult> | 'timeout' = 'timeout';
          if (kind === 'result') {
            try {
              outcome = readBalanceResult(JSON.parse(typeof request.body === 'string' ? request.body : ''));
            } catch {
              outcome = null;
            }
          }
          if (!outcome) {
            const message = 'The body is not a balance result (Result).';
            return reply.status(400).send(refusal(400, 'C2B00016', message, 'BAD_REQUEST').body);
          }
          const read = outcome;
          await runInGroup(groupId, () => settleBalance(db, token, read, request.receivedAt));
          return reply.status(200).send(DARAJA_ACCEPTED);
        },
      );
    }
  };
}
