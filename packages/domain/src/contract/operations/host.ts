import {
  createdHostedGroup,
  createHostedGroupBody,
  hostGroup,
  hostGroupParams,
  hostGroupsAnswer,
  hostGroupsQuery,
  signupAnswer,
  signupBody,
  signupStatus,
} from '../host/contract.js';
import { operation, refusals } from './operation.js';

/** The host's operations (docs/decisions/host.md): only with HOST_ADMIN_EMAIL, only for that person. */
export const hostOperations = {
  hostGroups: operation({
    name: 'hostGroups',
    method: 'GET',
    path: '/host/groups',
    querystring: hostGroupsQuery,
    response: { 200: hostGroupsAnswer, ...refusals(401, 403, 404, 422) },
  }),
  createHostedGroup: operation({
    name: 'createHostedGroup',
    method: 'POST',
    path: '/host/groups',
    body: createHostedGroupBody,
    response: { 201: createdHostedGroup, ...refusals(401, 403, 404, 422) },
  }),
  suspendGroup: operation({
    name: 'suspendGroup',
    method: 'POST',
    path: '/host/groups/{groupId}/suspend',
    params: hostGroupParams,
    response: { 200: hostGroup, ...refusals(401, 403, 404, 422) },
  }),
  resumeGroup: operation({
    name: 'resumeGroup',
    method: 'POST',
    path: '/host/groups/{groupId}/resume',
    params: hostGroupParams,
    response: { 200: hostGroup, ...refusals(401, 403, 404, 422) },
  }),
  signupStatus: operation({
    name: 'signupStatus',
    method: 'GET',
    path: '/signup',
    response: { 200: signupStatus },
  }),
  signup: operation({
    name: 'signup',
    method: 'POST',
    path: '/signup',
    body: signupBody,
    response: { 202: signupAnswer, ...refusals(404, 422, 429) },
  }),
};
