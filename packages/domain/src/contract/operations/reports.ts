import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { idParam } from '../ids.js';
import { finesPage, finesRun, fineView, waiveFineBody } from '../loans/applications.js';
import { fineListQuery, memberFineListQuery } from '../loans/lists.js';
import { groupActivityAnswer, groupActivityQuery } from '../offices/group-money.js';
import { monthlyCollectionsAnswer } from '../reports/contract.js';
import { operation, refusals } from './operation.js';

/**
 * The admin home's figures, the group's money for every member (docs/decisions/offices.md, "Group
 * money") and the fines (their lists, a waiver, the job run now).
 */

const fineErrors = refusals(401, 403, 422);

export const reportOperations = {
  monthlyCollections: operation({
    name: 'monthlyCollections',
    method: 'GET',
    path: '/reports/monthly-collections',
    response: { 200: monthlyCollectionsAnswer, ...refusals(401, 403) },
  }),
  groupActivity: operation({
    name: 'groupActivity',
    method: 'GET',
    path: '/group/activity',
    querystring: groupActivityQuery,
    response: { 200: groupActivityAnswer, ...refusals(401, 422) },
  }),
  fines: operation({
    name: 'fines',
    method: 'GET',
    path: '/fines',
    querystring: fineListQuery,
    response: { 200: finesPage, ...fineErrors },
  }),
  memberFines: operation({
    name: 'memberFines',
    method: 'GET',
    path: '/fines/user/{userId}',
    params: z.object({ userId: idParam('userId') }),
    querystring: memberFineListQuery,
    response: { 200: finesPage, ...fineErrors },
  }),
  waiveFine: operation({
    name: 'waiveFine',
    method: 'POST',
    path: '/fines/{fineId}/waive',
    params: z.object({ fineId: idParam('fineId') }),
    body: waiveFineBody,
    response: { 200: fineView, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  runFines: operation({
    name: 'runFines',
    method: 'POST',
    path: '/fines/run',
    response: { 200: finesRun, ...fineErrors },
  }),
};
