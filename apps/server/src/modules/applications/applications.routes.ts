import { type Clock, centsToKes, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import { forbidden } from '../../lib/errors.js';
import { caller, type Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { requireUser } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';
import { applicationCsvColumns, applicationList, applicationsOf } from './application-list.js';
import { answerGuarantee, applyForLoan, viewApplication } from './applications.service.js';
import { decideApplication } from './decide-application.js';
import { borrowingPositions } from './pledges.js';

/**
 * Loan applications (docs/decisions/lending.md, "Guarantors"): members apply and guarantee, admins decide
 * (maker-checker).
 */
export function applicationsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['loan applications'], (route, instance) => {
    route(operations.applyForLoan, guards.signedIn, {
      summary: 'Apply for a loan naming guarantors (members for themselves, an admin for a member)',
      handler: async (request) => {
        const created = await applyForLoan(db, signedInContext(request), request.body);
        return { ...created, limit: centsToKes(created.limit), shortfall: centsToKes(created.shortfall) };
      },
    });

    registerList(instance, db, {
      ...listOperation(operations.loanApplications),
      onRequest: guards.admin,
      tags: route.tags,
      summary:
        'Every application, newest first; status keeps one status; q finds a borrower; sort by created_at or amount; format=csv downloads them all',
      list: applicationList,
      name: 'applications',
      csv: { file: 'loan-applications.csv', columns: applicationCsvColumns },
    });

    route(operations.myLoanApplications, guards.signedIn, {
      summary:
        'The caller’s own applications and those they are asked to guarantee; status, q and sort as the full list; format=csv downloads the caller’s own',
      handler: async (request, reply) => {
        const { format, lang, sort, ...filter } = request.query;
        const userId = caller(request).userId;
        if (format === 'csv')
          return sendCsv(
            reply,
            'my-loan-applications.csv',
            applicationCsvColumns,
            await applicationList.batches(db, { ...filter, user_id: userId }, sort),
            lang,
          );
        return applicationsOf(db, userId, filter, sort);
      },
    });

    route(operations.loanApplication, guards.signedIn, {
      summary: 'One application (an admin, the borrower or a guarantor)',
      handler: async (request) => viewApplication(db, request.params.id, caller(request)),
    });

    route(operations.decideLoanApplication, guards.admin, {
      summary: 'Approve (issuing the loan) or reject an application; once, by another admin than the maker',
      handler: async (request, reply) => {
        const who = signedInContext(request);
        const { body } = request;
        if (body.decision === 'Approved') {
          // Approving issues a loan: it needs the quorum (docs/decisions/approvals.md, "Kinds").
          const payload = {
            application_id: request.params.id,
            account_id: body.account_id,
            pay_by_mpesa: body.pay_by_mpesa,
            reason: body.reason,
          };
          const outcome = await askOrAct(db, clock, 'loan_application', payload, who);
          if (!outcome.done) return answerOf(reply, outcome);
          return { application: outcome.answer, message: 'Loan approved and issued.' };
        }
        const when = { today: clock.today(), now: clock.now() };
        const application = await decideApplication(db, request.params.id, who, body, when);
        return { application, message: 'Application rejected.' };
      },
    });

    route(operations.answerGuarantee, guards.signedIn, {
      summary: 'The guarantor accepts with an amount of their free savings, or declines',
      handler: async (request) => {
        if (caller(request).userId !== request.params.userId) {
          throw forbidden('Only the guarantor can answer a guarantee request.');
        }
        return answerGuarantee(
          db,
          request.params.id,
          request.params.userId,
          request.body,
          clock.now(),
          signedInContext(request),
        );
      },
    });

    route(operations.borrowingLimit, guards.selfOrAdmin('userId'), {
      summary: 'What a member may borrow (their limit) and pledge (their free savings)',
      handler: async (request) => {
        const userId = request.params.userId;
        await requireUser(db, userId);
        const settings = await requireSettings(db);
        const position = (await borrowingPositions(db, [userId], settings.loanMultiplierX100)).get(userId)!;
        return {
          user_id: userId,
          savings: centsToKes(position.savings),
          owed: centsToKes(position.owed),
          multiplier: settings.loanMultiplierX100 / 100,
          limit: centsToKes(position.limit),
          free_savings: centsToKes(position.free),
        };
      },
    });
  });
}
