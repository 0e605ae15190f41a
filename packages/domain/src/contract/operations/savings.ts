import { z } from 'zod';
import { idParam } from '../ids.js';
import { savingAdded, savingDetailsAnswer, totalSavingsAnswer } from '../savings/contract.js';
import { savingListQuery, savingsListAnswer } from '../savings/list.js';
import { addSavingBody } from '../savings/requests.js';
import { operation, refusals } from './operation.js';

/** Savings accounts (docs/decisions/members.md, "Savings accounts"). */
export const savingsOperations = {
  addSaving: operation({
    name: 'addSaving',
    method: 'POST',
    path: '/add-saving',
    body: addSavingBody,
    response: { 201: savingAdded, ...refusals(401, 403, 404, 409, 422) },
  }),
  allSavings: operation({
    name: 'allSavings',
    method: 'GET',
    path: '/all-savings',
    querystring: savingListQuery,
    response: { 200: savingsListAnswer, ...refusals(401, 403, 422) },
  }),
  savingDetails: operation({
    name: 'savingDetails',
    method: 'GET',
    path: '/saving-details/{savingId}',
    params: z.object({ savingId: idParam('savingId') }),
    response: { 200: savingDetailsAnswer, ...refusals(401, 403, 404, 422) },
  }),
  totalSavings: operation({
    name: 'totalSavings',
    method: 'GET',
    path: '/totalsavings',
    response: { 200: totalSavingsAnswer, ...refusals(401, 403) },
  }),
  memberSavingsTotal: operation({
    name: 'memberSavingsTotal',
    method: 'GET',
    path: '/savings/total/{userId}',
    params: z.object({ userId: idParam('userId') }),
    response: { 200: totalSavingsAnswer, ...refusals(401, 403, 404, 422) },
  }),
};
