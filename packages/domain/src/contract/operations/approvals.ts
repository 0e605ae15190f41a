import { z } from 'zod';
import {
  approvalDecisionBody,
  approvalListQuery,
  approvalsPage,
  approvalView,
} from '../approvals/contract.js';
import { idParam } from '../ids.js';
import { operation, refusals } from './operation.js';
import { paths } from './paths.js';

/** The officials' queue of requests for the group's money (docs/decisions/approvals.md). */

const idParams = z.object({ id: idParam('id') });

export const approvalOperations = {
  approvals: operation({
    name: 'approvals',
    method: 'GET',
    path: paths.approvals,
    querystring: approvalListQuery,
    response: { 200: approvalsPage, ...refusals(401, 403, 422) },
  }),
  approval: operation({
    name: 'approval',
    method: 'GET',
    path: '/approvals/{id}',
    params: idParams,
    response: { 200: approvalView, ...refusals(401, 403, 404, 422) },
  }),
  decideApproval: operation({
    name: 'decideApproval',
    method: 'POST',
    path: '/approvals/{id}/decision',
    params: idParams,
    body: approvalDecisionBody,
    response: { 200: approvalView, ...refusals(401, 403, 404, 409, 422) },
  }),
};
