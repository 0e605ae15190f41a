import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { approvalById, approvalPage } from './approvals.queries.js';
import { decideRequest } from './decide-request.js';

/** The officials' queue of requests for the group's money (docs/decisions/approvals.md). */
export function approvalsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['approvals'], (route) => {
    route(operations.approvals, guards.admin, {
      summary: 'Requests for the group’s money, newest first; status=pending keeps those waiting (officials)',
      handler: async (request) => approvalPage(db, request.query, clock.now()),
    });

    route(operations.approval, guards.admin, {
      summary: 'One request with its votes (officials)',
      handler: async (request) => approvalById(db, request.params.id, clock.now()),
    });

    route(operations.decideApproval, guards.admin, {
      summary:
        'Approve or reject a request; the last approval carries it out in the same transaction (an official other than its beneficiary, once)',
      handler: async (request) =>
        decideRequest(db, clock, request.params.id, request.body, signedInContext(request)),
    });
  });
}
