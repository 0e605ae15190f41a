import { type Clock, DARAJA_ACCEPTED, operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { tokenCallbackSchema } from '../../lib/daraja-callbacks.js';
import { caller, type Guards, seesGroup } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { requestContext, signedInContext } from '../audit/audit.service.js';
import type { DarajaService } from '../daraja/index.js';
import { readRawDarajaBodies } from './c2b.routes.js';
import { refusal } from './c2b.service.js';
import { groupOfStkToken, hashOfToken, requestStk, stkRowFor, stkViewOf } from './stk.service.js';
import { stkDue } from './stk-due.js';
import { readStkCallback, settleByCallback, settleByQuery } from './stk-settle.js';

export interface StkDeps {
  daraja: DarajaService;
  clock: Clock;
  publicUrl: string | undefined;
}

/** Pay with M-Pesa (docs/decisions/daraja.md, "Pay with M-Pesa"): a member asks, and reads the outcome. */
export function stkRoutes(db: Db, guards: Guards, deps: StkDeps) {
  return moduleRoutes(['payments'], (route) => {
    route(operations.requestStkPayment, guards.signedIn, {
      summary: 'Pay with M-Pesa: prompts the member’s phone (STK Push) to pay the group’s paybill',
      handler: async (request, reply) => {
        reply.code(202);
        return requestStk(db, deps, signedInContext(request), request.body);
      },
    });
    route(operations.stkDue, guards.signedIn, {
      summary: 'What the member owes now: the amount Pay with M-Pesa proposes, and its parts',
      handler: async (request) => stkDue(db, caller(request).userId, deps.clock.today()),
    });
    route(operations.stkPayment, guards.signedIn, {
      summary: 'What became of a Pay with M-Pesa request (asked of Daraja when its callback is late)',
      handler: async (request) => {
        const who = caller(request);
        const row = await stkRowFor(
          db,
          { userId: who.userId, seesGroup: seesGroup(who) },
          request.params.checkoutRequestId,
        );
        return stkViewOf(await settleByQuery(db, deps.daraja, deps.clock, row, requestContext(request)));
      },
    });
  });
}

const NOT_FOUND = 'Not found.';

/**
 * Daraja's STK callback (docs/decisions/daraja.md, "The callback"). No sign-in: the request's own token
 * in the path is the proof. Every answer is Daraja's JSON; Safaricom never gets a 500.
 */
export function stkCallbackRoutes(db: Db) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    readRawDarajaBodies(instance);
    app.post(
      '/payments/stk/callback/:token',
      {
        schema: tokenCallbackSchema(
          'payments',
          'Daraja STK callback: settles a Pay with M-Pesa request once',
        ),
      },
      async (request, reply) => {
        const { token } = request.params;
        const groupId = await groupOfStkToken(db, token);
        if (groupId === undefined) {
          return reply.status(404).send(refusal(404, 'C2B00016', NOT_FOUND, 'NOT_FOUND').body);
        }
        const raw = typeof request.body === 'string' ? request.body : '';
        let outcome: ReturnType<typeof readStkCallback> = null;
        try {
          outcome = readStkCallback(JSON.parse(raw));
        } catch {
          outcome = null;
        }
        if (!outcome) {
          const message = 'The body is not an STK callback (Body.stkCallback).';
          return reply.status(400).send(refusal(400, 'C2B00016', message, 'BAD_REQUEST').body);
        }
        // Safaricom signs in as no one: the payment it records is made by no user.
        const who = { ...requestContext(request), userId: null, role: null };
        const settled = await runInGroup(groupId, () =>
          settleByCallback(db, hashOfToken(token), outcome, raw, who),
        );
        if (settled === 'mismatch') {
          const message = 'The callback names another CheckoutRequestID than the request it was sent for.';
          return reply.status(422).send(refusal(422, 'C2B00016', message, 'MISMATCH').body);
        }
        if (settled === 'unknown')
          return reply.status(404).send(refusal(404, 'C2B00016', NOT_FOUND, 'NOT_FOUND').body);
        return reply.status(200).send(DARAJA_ACCEPTED);
      },
    );
  };
}
