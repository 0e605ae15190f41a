import {
  payoutByHandBody,
  payoutIdParams,
  payoutListQuery,
  payoutsPage,
  payoutView,
  sendPayoutBody,
} from '../payouts/index.js';
import { operation, refusals } from './operation.js';

/** Payouts by M-Pesa or by hand (docs/decisions/payouts.md). */
export const payoutOperations = {
  payouts: operation({
    name: 'payouts',
    method: 'GET',
    path: '/payouts',
    querystring: payoutListQuery,
    response: { 200: payoutsPage, ...refusals(401, 403, 422) },
  }),
  payout: operation({
    name: 'payout',
    method: 'GET',
    path: '/payouts/{payoutId}',
    params: payoutIdParams,
    response: { 200: payoutView, ...refusals(401, 403, 404, 422) },
  }),
  sendPayout: operation({
    name: 'sendPayout',
    method: 'POST',
    path: '/payouts/{payoutId}/send',
    params: payoutIdParams,
    body: sendPayoutBody,
    response: { 202: payoutView, ...refusals(401, 403, 404, 409, 422, 502) },
  }),
  payoutByHand: operation({
    name: 'payoutByHand',
    method: 'POST',
    path: '/payouts/{payoutId}/paid-by-hand',
    params: payoutIdParams,
    body: payoutByHandBody,
    response: { 200: payoutView, ...refusals(401, 403, 404, 409, 422) },
  }),
};
