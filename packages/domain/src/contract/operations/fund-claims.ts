import { approvalPending } from '../approvals/contract.js';
import {
  createFundClaimBody,
  fundClaimAnswer,
  fundClaimListQuery,
  fundClaimParams,
  fundClaimsPage,
  rejectFundClaimBody,
} from '../fund-claims/index.js';
import { operation, refusals } from './operation.js';

/** Claims on the group's funds (docs/decisions/fund-claims.md). */
export const fundClaimOperations = {
  createFundClaim: operation({
    name: 'createFundClaim',
    method: 'POST',
    path: '/fund-claims',
    body: createFundClaimBody,
    response: { 201: fundClaimAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  fundClaims: operation({
    name: 'fundClaims',
    method: 'GET',
    path: '/fund-claims',
    querystring: fundClaimListQuery,
    response: { 200: fundClaimsPage, ...refusals(401, 403, 422) },
  }),
  payFundClaim: operation({
    name: 'payFundClaim',
    method: 'POST',
    path: '/fund-claims/{claimId}/payment',
    params: fundClaimParams,
    response: { 200: fundClaimAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  rejectFundClaim: operation({
    name: 'rejectFundClaim',
    method: 'POST',
    path: '/fund-claims/{claimId}/rejection',
    params: fundClaimParams,
    body: rejectFundClaimBody,
    response: { 200: fundClaimAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
};
