import { z } from 'zod';
import {
  contributionKindAnswer,
  contributionKindParams,
  contributionKindsAnswer,
  createContributionKindBody,
  memberContributionsAnswer,
  updateContributionKindBody,
} from '../contributions/index.js';
import { idParam } from '../ids.js';
import { operation, refusals } from './operation.js';

/** The kinds of money a group collects, and each member's part of them (docs/decisions/contribution-kinds.md). */
export const contributionOperations = {
  contributionKinds: operation({
    name: 'contributionKinds',
    method: 'GET',
    path: '/contribution-kinds',
    response: { 200: contributionKindsAnswer, ...refusals(401, 403) },
  }),
  createContributionKind: operation({
    name: 'createContributionKind',
    method: 'POST',
    path: '/contribution-kinds',
    body: createContributionKindBody,
    response: { 201: contributionKindAnswer, ...refusals(401, 403, 409, 422) },
  }),
  updateContributionKind: operation({
    name: 'updateContributionKind',
    method: 'PATCH',
    path: '/contribution-kinds/{kindId}',
    params: contributionKindParams,
    body: updateContributionKindBody,
    response: { 200: contributionKindAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  memberContributions: operation({
    name: 'memberContributions',
    method: 'GET',
    path: '/users/{userId}/contributions',
    params: z.object({ userId: idParam('userId') }),
    response: { 200: memberContributionsAnswer, ...refusals(401, 403, 404, 422) },
  }),
};
