import {
  answerDisputeBody,
  createDisputeBody,
  disputeAnswer,
  disputeIdParams,
  disputeListQuery,
  disputesPage,
} from '../disputes/index.js';
import { operation, refusals } from './operation.js';
import { paths } from './paths.js';

/** Members' disputes of their statement's lines (docs/decisions/disputes.md). */
export const disputeOperations = {
  createDispute: operation({
    name: 'createDispute',
    method: 'POST',
    path: '/disputes',
    body: createDisputeBody,
    response: { 201: disputeAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  disputes: operation({
    name: 'disputes',
    method: 'GET',
    path: paths.disputes,
    querystring: disputeListQuery,
    response: { 200: disputesPage, ...refusals(401, 403, 422) },
  }),
  answerDispute: operation({
    name: 'answerDispute',
    method: 'PATCH',
    path: '/disputes/{disputeId}',
    params: disputeIdParams,
    body: answerDisputeBody,
    response: { 200: disputeAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
};
