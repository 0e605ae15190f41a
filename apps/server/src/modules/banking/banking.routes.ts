import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { refuseClosedDate } from '../books/index.js';
import { createBankAccount } from './banking.service.js';
import { bankingListRoutes } from './banking-list.routes.js';

/** Bank accounts and expenses: the Expenses screen (docs/decisions/banking.md, "Expenses"). Admins only. */
export function bankingRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['banking'], (route, instance) => {
    route(operations.createBankAccount, guards.admin, {
      summary: 'Open a bank account with an optional opening amount',
      handler: async (request) =>
        createBankAccount(db, request.body, signedInContext(request), clock.today()),
    });

    bankingListRoutes(instance, db, guards);

    route(operations.createExpense, guards.admin, {
      summary: 'Record a dated expense and take it off the money account, if the balance covers it',
      today: () => clock.today(),
      handler: async (request, reply) => {
        await refuseClosedDate(db, request.body.date);
        return answerOf(reply, await askOrAct(db, clock, 'expense', request.body, signedInContext(request)));
      },
    });

    route(operations.createTransfer, guards.admin, {
      tags: ['books'],
      summary: 'Move money between two money accounts (bank cash, or move it between banks)',
      today: () => clock.today(),
      handler: async (request, reply) => {
        await refuseClosedDate(db, request.body.date);
        return answerOf(reply, await askOrAct(db, clock, 'transfer', request.body, signedInContext(request)));
      },
    });

    route(operations.reverseExpense, guards.admin, {
      summary: 'Reverse an expense: its money back in the account it left, under the quorum',
      handler: async (request, reply) => {
        const payload = { expense_id: request.params.id, reason: request.body.reason };
        return answerOf(
          reply,
          await askOrAct(db, clock, 'expense_reversal', payload, signedInContext(request)),
        );
      },
    });

    route(operations.reverseTransfer, guards.admin, {
      tags: ['books'],
      summary: 'Reverse a transfer between money accounts, under the quorum',
      handler: async (request, reply) => {
        const payload = { entry_id: request.params.id, reason: request.body.reason };
        return answerOf(
          reply,
          await askOrAct(db, clock, 'transfer_reversal', payload, signedInContext(request)),
        );
      },
    });
  });
}
