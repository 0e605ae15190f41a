import { approvalPending } from '../approvals/contract.js';
import {
  createWithdrawalBody,
  rejectWithdrawalBody,
  withdrawalAllowance,
  withdrawalAnswer,
  withdrawalIdParams,
  withdrawalListQuery,
  withdrawalMemberParams,
  withdrawalsPage,
} from '../withdrawals/index.js';
import { operation, refusals } from './operation.js';

/** Members' withdrawals of savings (docs/decisions/withdrawals.md). */
export const withdrawalOperations = {
  createWithdrawal: operation({
    name: 'createWithdrawal',
    method: 'POST',
    path: '/withdrawals',
    body: createWithdrawalBody,
    response: { 201: withdrawalAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  withdrawals: operation({
    name: 'withdrawals',
    method: 'GET',
    path: '/withdrawals',
    querystring: withdrawalListQuery,
    response: { 200: withdrawalsPage, ...refusals(401, 403, 422) },
  }),
  withdrawalAllowance: operation({
    name: 'withdrawalAllowance',
    method: 'GET',
    path: '/withdrawals/allowance/{userId}',
    params: withdrawalMemberParams,
    response: { 200: withdrawalAllowance, ...refusals(401, 403, 404, 422) },
  }),
  payWithdrawal: operation({
    name: 'payWithdrawal',
    method: 'POST',
    path: '/withdrawals/{withdrawalId}/payment',
    params: withdrawalIdParams,
    response: { 200: withdrawalAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  rejectWithdrawal: operation({
    name: 'rejectWithdrawal',
    method: 'POST',
    path: '/withdrawals/{withdrawalId}/rejection',
    params: withdrawalIdParams,
    body: rejectWithdrawalBody,
    response: { 200: withdrawalAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
};
