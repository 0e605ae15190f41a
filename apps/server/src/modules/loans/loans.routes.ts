import {
  approvalPending,
  arrearsAnswer,
  arrearsQuery,
  type Clock,
  loanDetail,
  longTermLoanCreated,
  memberLoanList,
  memberLoanTotals,
  overdueAnswer,
  payoffAnswer,
  shortTermLoanCreated,
  totalOutstanding,
} from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import { asOfQuery, optionalDate } from '../../lib/date-schemas.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { arrearsBatches, arrearsCsvColumns, arrearsReport } from './arrears-list.js';
import { loanPayoff, memberOverdue } from './lifecycle.queries.js';
import { loanListRoutes } from './loan-list.routes.js';
import { findLoanDetail, listMemberLoans, loanTotalsOf, totalOutstandingLoans } from './loans.queries.js';
import { loanIdParams, longTermLoanBodyFor, shortTermLoanBodyFor, userIdParams } from './loans.schemas.js';

const issueRefused = refusals(401, 403, 404, 409, 422);
const memberRefused = refusals(401, 403, 404, 422);

export function loansRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['loans'], (route, instance) => {
    const today = () => clock.today();

    route.post('/addloan', guards.admin, {
      summary: 'Issue a long-term loan on the reducing balance at the group settings',
      body: longTermLoanBodyFor(today),
      response: { 201: longTermLoanCreated, 202: approvalPending, ...issueRefused },
      handler: async (request, reply) =>
        answerOf(reply, await askOrAct(db, clock, 'long_term_loan', request.body, signedInContext(request))),
    });

    route.post('/addshorttermloan', guards.admin, {
      summary: 'Issue a short-term loan with flat interest; sent figures must match the server',
      body: shortTermLoanBodyFor(today),
      response: { 201: shortTermLoanCreated, 202: approvalPending, ...issueRefused },
      handler: async (request, reply) =>
        answerOf(reply, await askOrAct(db, clock, 'short_term_loan', request.body, signedInContext(request))),
    });

    loanListRoutes(instance, db, guards);

    route.get('/loans/arrears', guards.admin, {
      summary:
        'Loans with an installment past due, most days first, and the portfolio-at-risk buckets; q finds a member; bucket keeps one PAR bucket; sort by days_past_due, overdue or principal_outstanding; format=csv downloads them all',
      querystring: arrearsQuery,
      response: { 200: arrearsAnswer, ...refusals(401, 403, 422) },
      handler: async (request, reply) => {
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
    });

    route.get('/loans/overdue/:userId', guards.selfOrAdmin('userId'), {
      summary: 'What a member owes past due, with their fines',
      params: userIdParams,
      querystring: asOfQuery,
      response: { 200: overdueAnswer, ...memberRefused },
      handler: async (request) =>
        memberOverdue(db, request.params.userId, request.query.as_of ?? clock.today()),
    });

    route.get('/loans/:loanId/payoff', guards.signedIn, {
      summary: 'What clears the loan on a day: principal, interest accrued to it, and fines',
      params: loanIdParams,
      querystring: z.object({ date: optionalDate('date') }),
      response: { 200: payoffAnswer, ...refusals(401, 404, 422) },
      handler: async (request) =>
        loanPayoff(db, request.params.loanId, caller(request), request.query.date ?? clock.today()),
    });

    route.get('/loans/:loanId', guards.signedIn, {
      summary: 'A loan with its schedule and payments (an admin, or the member who owes it)',
      params: loanIdParams,
      response: { 200: loanDetail, ...refusals(401, 404, 422) },
      handler: async (request) => findLoanDetail(db, request.params.loanId, caller(request)),
    });

    route.get('/loans/user/:userId', guards.selfOrAdmin('userId'), {
      summary: "A member's loans of both kinds, newest first",
      params: userIdParams,
      response: { 200: memberLoanList, ...memberRefused },
      handler: async (request) => ({ loans: await listMemberLoans(db, request.params.userId) }),
    });

    route.get('/loans/total/:userId', guards.selfOrAdmin('userId'), {
      summary: 'What a member owes on their uncleared loans, by kind and combined',
      small: true,
      params: userIdParams,
      response: { 200: memberLoanTotals, ...memberRefused },
      handler: async (request) => loanTotalsOf(db, request.params.userId),
    });

    route.get('/totaloutstandingloans', guards.signedIn, {
      summary: 'The amount due over every uncleared loan of the group',
      small: true,
      response: { 200: totalOutstanding, ...refusals(401) },
      handler: async () => totalOutstandingLoans(db),
    });
  });
}
