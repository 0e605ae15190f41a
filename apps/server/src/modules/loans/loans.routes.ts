import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { refuseClosedDate } from '../books/index.js';
import { arrearsBatches, arrearsCsvColumns, arrearsReport } from './arrears-list.js';
import { loanPayoff, memberOverdue } from './lifecycle.queries.js';
import { loanListRoutes } from './loan-list.routes.js';
import { findLoanDetail, listMemberLoans, loanTotalsOf, totalOutstandingLoans } from './loans.queries.js';

export function loansRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['loans'], (route, instance) => {
    const today = () => clock.today();

    route(operations.addLoan, guards.admin, {
      summary: 'Issue a long-term loan on the reducing balance at the group settings',
      today,
      handler: async (request, reply) => {
        await refuseClosedDate(db, request.body.date_issued, 'date_issued');
        return answerOf(
          reply,
          await askOrAct(db, clock, 'long_term_loan', request.body, signedInContext(request)),
        );
      },
    });

    route(operations.addShortTermLoan, guards.admin, {
      summary: 'Issue a short-term loan with flat interest; sent figures must match the server',
      today,
      handler: async (request, reply) => {
        await refuseClosedDate(db, request.body.date_issued, 'date_issued');
        return answerOf(
          reply,
          await askOrAct(db, clock, 'short_term_loan', request.body, signedInContext(request)),
        );
      },
    });

    loanListRoutes(instance, db, guards);

    route(operations.loanArrears, guards.admin, {
      summary:
        'Loans with an installment past due, most days first, and the portfolio-at-risk buckets; q finds a member; bucket keeps one PAR bucket; sort by days_past_due, overdue or principal_outstanding; format=csv downloads them all',
      handler: async (request, reply) => {
        const { as_of, page, per_page, format, lang, sort, ...filter } = request.query;
        const asOf = as_of ?? clock.today();
        if (format === 'csv')
          return sendCsv(
            reply,
            `arrears-${asOf}.csv`,
            arrearsCsvColumns,
            arrearsBatches(db, asOf, filter, sort),
            lang,
          );
        return arrearsReport(db, asOf, filter, sort, { page, perPage: per_page });
      },
    });

    route(operations.memberOverdue, guards.selfOrAdmin('userId'), {
      summary: 'What a member owes past due, with their fines',
      handler: async (request) =>
        memberOverdue(db, request.params.userId, request.query.as_of ?? clock.today()),
    });

    route(operations.loanPayoff, guards.signedIn, {
      summary: 'What clears the loan on a day: principal, interest accrued to it, and fines',
      handler: async (request) =>
        loanPayoff(db, request.params.loanId, caller(request), request.query.date ?? clock.today()),
    });

    route(operations.loan, guards.signedIn, {
      summary: 'A loan with its schedule and payments (an admin, or the member who owes it)',
      handler: async (request) => findLoanDetail(db, request.params.loanId, caller(request)),
    });

    route(operations.memberLoans, guards.selfOrAdmin('userId'), {
      summary: "A member's loans of both kinds, newest first",
      handler: async (request) => ({ loans: await listMemberLoans(db, request.params.userId) }),
    });

    route(operations.memberLoanTotals, guards.selfOrAdmin('userId'), {
      summary: 'What a member owes on their uncleared loans, by kind and combined',
      small: true,
      handler: async (request) => loanTotalsOf(db, request.params.userId),
    });

    route(operations.totalOutstandingLoans, guards.signedIn, {
      summary: 'The amount due over every uncleared loan of the group',
      small: true,
      handler: async () => totalOutstandingLoans(db),
    });
  });
}
