import { centsToKes } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { errorBody } from '../auth/auth.schemas.js';
import { caller, type Guards } from '../auth/guards.js';
import {
  findLoanDetail,
  listLoanPayments,
  listLoans,
  listMemberLoans,
  loanTotalsOf,
  totalOutstandingLoans,
} from './loans.queries.js';
import {
  loanDetail,
  loanIdParams,
  loanList,
  longTermLoanBody,
  longTermLoanCreated,
  memberLoanList,
  memberLoanTotals,
  paymentList,
  shortTermLoanBody,
  shortTermLoanCreated,
  totalOutstanding,
  userIdParams,
} from './loans.schemas.js';
import {
  issueLongTermLoan,
  issueShortTermLoan,
  LONG_TERM_CREATED,
  SHORT_TERM_CREATED,
} from './loans.service.js';

const refused = { 401: errorBody, 403: errorBody };
const issueRefused = { ...refused, 404: errorBody, 409: errorBody, 422: errorBody };

export function loansRoutes(db: Db, guards: Guards) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/addloan',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['loans'],
          summary: 'Issue a long-term loan on the reducing balance at the group settings',
          body: longTermLoanBody,
          response: { 201: longTermLoanCreated, ...issueRefused },
        },
      },
      async (request, reply) => {
        const { loan, schedule } = await issueLongTermLoan(db, request.body, caller(request).userId);
        return reply.status(201).send({
          loan_id: loan.id,
          installment_amount: centsToKes(schedule.installment),
          total_interest: centsToKes(schedule.totalInterest),
          due_date: schedule.dueDate,
          message: LONG_TERM_CREATED,
        });
      },
    );

    app.post(
      '/addshorttermloan',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['loans'],
          summary: 'Issue a short-term loan with flat interest; sent figures must match the server',
          body: shortTermLoanBody,
          response: { 201: shortTermLoanCreated, ...issueRefused },
        },
      },
      async (request, reply) => {
        const { loan, schedule } = await issueShortTermLoan(db, request.body, caller(request).userId);
        return reply.status(201).send({
          loan_id: loan.id,
          interest_amount: centsToKes(schedule.totalInterest),
          amount_due: centsToKes(schedule.amountDue),
          installment_amount: centsToKes(schedule.installment),
          due_date: schedule.dueDate,
          message: SHORT_TERM_CREATED,
        });
      },
    );

    app.get(
      '/all-loans',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['loans'],
          summary: 'Every long-term loan, newest first',
          response: { 200: loanList, ...refused },
        },
      },
      async () => ({ loans: await listLoans(db, 'long_term') }),
    );

    app.get(
      '/all-shorttermloans',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['loans'],
          summary: 'Every short-term loan, newest first',
          response: { 200: loanList, ...refused },
        },
      },
      async () => ({ loans: await listLoans(db, 'short_term') }),
    );

    app.get(
      '/loans/:loanId',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['loans'],
          summary: 'A loan with its schedule and payments (an admin, or the member who owes it)',
          params: loanIdParams,
          response: { 200: loanDetail, 401: errorBody, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => findLoanDetail(db, request.params.loanId, caller(request)),
    );

    for (const [path, kind] of [
      ['/loan-payments/long-term', 'long_term'],
      ['/loan-payments/short-term', 'short_term'],
    ] as const) {
      app.get(
        path,
        {
          onRequest: guards.admin,
          schema: {
            tags: ['loans'],
            summary: `Payment history of ${kind === 'long_term' ? 'long' : 'short'}-term loans, newest first`,
            response: { 200: paymentList, ...refused },
          },
        },
        async () => ({ payments: await listLoanPayments(db, kind) }),
      );
    }

    app.get(
      '/loans/user/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags: ['loans'],
          summary: "A member's loans of both kinds, newest first",
          params: userIdParams,
          response: { 200: memberLoanList, ...refused, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => ({ loans: await listMemberLoans(db, request.params.userId) }),
    );

    app.get(
      '/loans/total/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags: ['loans'],
          summary: 'What a member owes on their uncleared loans, by kind and combined',
          params: userIdParams,
          response: { 200: memberLoanTotals, ...refused, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => loanTotalsOf(db, request.params.userId),
    );

    app.get(
      '/totaloutstandingloans',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['loans'],
          summary: 'The amount due over every uncleared loan of the group',
          response: { 200: totalOutstanding, 401: errorBody },
        },
      },
      async () => totalOutstandingLoans(db),
    );
  };
}
