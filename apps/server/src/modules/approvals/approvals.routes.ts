import {
  approvalDecisionBody,
  approvalListQuery,
  approvalsPage,
  approvalView,
  type Clock,
} from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { approvalById, approvalPage } from './approvals.queries.js';
import { decideRequest } from './decide-request.js';

const idParams = z.object({ id: idParam('id') });

/** The officials' queue of requests for the group's money (docs/decisions/approvals.md). */
export function approvalsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['approvals'], (route) => {
    route.get('/approvals', guards.admin, {
      summary: 'Requests for the group’s money, newest first; status=pending keeps those waiting (officials)',
      querystring: approvalListQuery,
      response: { 200: approvalsPage, ...refusals(401, 403, 422) },
      handler: async (request) => approvalPage(db, request.query, clock.now()),
    });

    route.get('/approvals/:id', guards.admin, {
      summary: 'One request with its votes (officials)',
      params: idParams,
      response: { 200: approvalView, ...refusals(401, 403, 404, 422) },
      handler: async (request) => approvalById(db, request.params.id, clock.now()),
    });

    route.post('/approvals/:id/decision', guards.admin, {
      summary:
        'Approve or reject a request; the last approval carries it out in the same transaction (an official other than its beneficiary, once)',
      params: idParams,
      body: approvalDecisionBody,
      response: { 200: approvalView, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request) =>
        decideRequest(db, clock, request.params.id, request.body, signedInContext(request)),
    });
  });
}
