import { auditAnswer } from '../audit/contract.js';
import { auditListQuery, myAuditListQuery } from '../audit/list.js';
import { operation, refusals } from './operation.js';

/** The audit trail (docs/architecture.md, "Audit"): the whole of it for an admin, their own for anyone. */
export const auditOperations = {
  audit: operation({
    name: 'audit',
    method: 'GET',
    path: '/audit',
    querystring: auditListQuery,
    response: { 200: auditAnswer, ...refusals(401, 403, 422) },
  }),
  myAudit: operation({
    name: 'myAudit',
    method: 'GET',
    path: '/audit/mine',
    querystring: myAuditListQuery,
    response: { 200: auditAnswer, ...refusals(401, 403, 422) },
  }),
};
