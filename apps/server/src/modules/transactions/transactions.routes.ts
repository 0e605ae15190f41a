import { type Clock, itemDecisions, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { transactionCsvColumns } from './transaction-csv.js';
import { type ApprovalKind, approvalKinds, type TransactionsService } from './transactions.service.js';

export function transactionsRoutes(service: TransactionsService, guards: Guards, clock: Clock, db: Db) {
  return moduleRoutes(['transactions'], (route) => {
    route(operations.reverseTransaction, guards.admin, {
      summary:
        'Reverse an approved transaction: contra entries dated today, savings and loans as before its approval, under the quorum',
      handler: async (request, reply) => {
        const payload = { transaction_id: request.params.id, reason: request.body.reason };
        const context = signedInContext(request);
        return answerOf(reply, await askOrAct(db, clock, 'transaction_reversal', payload, context));
      },
    });

    route(operations.createTransaction, guards.signedIn, {
      summary: 'Submit a payment transaction (members for themselves, admins for anyone)',
      today: () => clock.today(),
      handler: async (request) => {
        const id = await service.create(signedInContext(request), request.body, clock.today());
        return { transaction_id: id, message: 'Transaction submitted successfully' };
      },
    });

    route(operations.transactions, guards.admin, {
      summary:
        'All transactions, newest first, paged, searched, filtered and sorted; status=pending is the pending queue; format=csv downloads the whole filtered list',
      kept: true,
      handler: async (request, reply) => {
        const { page, per_page, format, lang, sort, ...filter } = request.query;
        if (format === 'csv') {
          return sendCsv(
            reply,
            'transactions.csv',
            transactionCsvColumns,
            service.allViews(filter, sort),
            lang,
          );
        }
        const result = await service.list(filter, sort, page, per_page);
        return { transactions: result.views, pagination: result.pagination };
      },
    });

    route(operations.transaction, guards.signedIn, {
      summary: 'One transaction with its items',
      handler: async (request) => {
        const view = await service.get(caller(request), request.params.id);
        return { transaction: view, transaction_types: view.transaction_types };
      },
    });

    route(operations.memberTransactions, guards.selfOrAdmin('userId'), {
      summary: "A member's transactions, newest first, paged (the same filters as /transactions)",
      kept: true,
      handler: async (request, reply) => {
        const { page, per_page, format, lang, sort, ...filter } = request.query;
        const own = { ...filter, user_id: request.params.userId };
        if (format === 'csv') {
          return sendCsv(reply, 'transactions.csv', transactionCsvColumns, service.allViews(own, sort), lang);
        }
        const result = await service.list(own, sort, page, per_page);
        return { transactions: result.views, pagination: result.pagination };
      },
    });

    route(operations.memberSavingsItems, guards.selfOrAdmin('userId'), {
      summary: "A member's savings items",
      handler: async (request) => ({
        savings_transactions: await service.savingsRows(request.params.userId),
      }),
    });

    route(operations.memberLoanItems, guards.selfOrAdmin('userId'), {
      summary: "A member's loan repayment items",
      handler: async (request) => ({ loan_transactions: await service.loanRows(request.params.userId) }),
    });

    for (const kind of Object.keys(approvalKinds) as ApprovalKind[]) {
      route(itemDecisions[kind], guards.admin, {
        summary: `Approve (or reject with a reason) the pending ${approvalKinds[kind]} items of a transaction`,
        handler: async (request) =>
          service.decide(signedInContext(request), kind, request.params.id, request.body),
      });
    }
  });
}
