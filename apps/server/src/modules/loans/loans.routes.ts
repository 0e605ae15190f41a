import {
  arrearsAnswer,
  arrearsQuery,
  type Clock,
  centsToKes,
  loanDetail,
  longTermLoanCreated,
  memberLoanList,
  memberLoanTotals,
  overdueAnswer,
  payoffAnswer,
  shortTermLoanCreated,
  totalOutstanding,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import { optionalDate } from '../../lib/date-schemas.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { arrearsBatches, arrearsCsvColumns, arrearsReport } from './arrears-list.js';
import { loanPayoff, memberOverdue } from './lifecycle.queries.js';
import { loanListRoutes } from './loan-list.routes.js';
import { findLoanDetail, listMemberLoans, loanTotalsOf, totalOutstandingLoans } from './loans.queries.js';
import { loanIdParams, longTermLoanBodyFor, shortTermLoanBodyFor, userIdParams } from './loans.schemas.js';
import {
  issueLongTermLoan,
  issueShortTermLoan,
  LONG_TERM_CREATED,
  SHORT_TERM_CREATED,
} from './loans.service.js';

const refused = { 401: errorBody, 403: errorBody };
const issueRefused = { ...refused, 404: errorBody, 409: errorBody, 422: errorBody };

export function loansRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const today = () => clock.today();

    app.post(
      '/addloan',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['loans'],
          summary: 'Issue a long-term loan on the reducing balance at the group settings',
          body: longTermLoanBodyFor(today),
          response: { 201: longTermLoanCreated, ...issueRefused },
        },
      },
      async (request, reply) => {
        const { loan, schedule } = await issueLongTermLoan(db, request.body, signedInContext(request));
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
          body: shortTermLoanBodyFor(today),
          response: { 201: shortTermLoanCreated, ...issueRefused },
        },
      },
      async (request, reply) => {
        const { loan, schedule } = await issueShortTermLoan(db, request.body, signedInContext(request));
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

    loanListRoutes(app, db, guards);

    app.get(
      '/loans/arrears',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['loans'],
          summary:
            'Loans with an installment past due, most days first, and the portfolio-at-risk buckets; q finds a member; bucket keeps one PAR bucket; sort by days_past_due, overdue or principal_outstanding; format=csv downloads them all',
          querystring: arrearsQuery,
          response: { 200: arrearsAnswer, ...refused, 422: errorBody },
        },
      },
      async (request, reply) => {
        const { as_of, page, per_page, format, sort, ...filter } = request.query;
        const asOf = as_of ?? clock.today();
        if (format === 'csv')
          return sendCsv(
            reply,
            `arrears-${asOf}.csv`,
            arrearsCsvColumns,
            arrearsBatches(db, asOf, filter, sort),
          );
        return arrearsReport(db, asOf, filter, sort, { page, perPage: per_page });
      },
    );

    app.get(
      '/loans/overdue/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags: ['loans'],
          summary: 'What a member owes past due, with their fines',
          params: userIdParams,
          querystring: z.object({ as_of: optionalDate('as_of') }),
          response: { 200: overdueAnswer, ...refused, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => memberOverdue(db, request.params.userId, request.query.as_of ?? clock.today()),
    );

    app.get(
      '/loans/:loanId/payoff',
      {
        onRequest: guards.signedIn,
        schema: {
          tags: ['loans'],
          summary: 'What clears the loan on a day: principal, interest accrued to it, and fines',
          params: loanIdParams,
          querystring: z.object({ date: optionalDate('date') }),
          response: { 200: payoffAnswer, 401: errorBody, 404: errorBody, 422: errorBody },
        },
      },
      async (request) =>
        loanPayoff(db, request.params.loanId, caller(request), request.query.date ?? clock.today()),
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
