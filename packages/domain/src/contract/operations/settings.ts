import { approvalPending } from '../approvals/contract.js';
import { settingsAnswer } from '../settings/contract.js';
import { settingsChangeBody } from '../settings/requests.js';
import { operation, refusals } from './operation.js';

/**
 * The group's settings (docs/spec/constants.md, "Money and dates on screen",
 * docs/decisions/loans.md, "Group settings", docs/decisions/approvals.md, "Settings").
 */
export const settingsOperations = {
  settings: operation({
    name: 'settings',
    method: 'GET',
    path: '/settings',
    response: { 200: settingsAnswer, ...refusals(401) },
  }),
  updateSettings: operation({
    name: 'updateSettings',
    method: 'PATCH',
    path: '/settings',
    body: settingsChangeBody,
    response: { 200: settingsAnswer, 202: approvalPending, ...refusals(401, 403, 409, 422) },
  }),
};
