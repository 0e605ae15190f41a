import { z } from 'zod';
import { createAccountBody } from '../accounts/requests.js';
import { approvalPending } from '../approvals/contract.js';
import { idParam } from '../ids.js';
import { accountSummaryAnswer, memberAccountCreated, profileAnswer } from '../members/contract.js';
import {
  exitAnswer,
  exitBodyFor,
  exitPreviewAnswer,
  exitPreviewQuery,
  reactivateAnswer,
} from '../members/exit.js';
import { accountListQuery, accountsListAnswer, memberListQuery, usersListAnswer } from '../members/list.js';
import { optionalPhoneSchema } from '../members/phone.js';
import { officeSchema, PROFILE_CHANGE_REQUIRED } from '../offices/contract.js';
import { operation, refusals } from './operation.js';

/**
 * Members and their member accounts (docs/decisions/members.md, "Member accounts",
 * docs/decisions/offices.md).
 */

const userParams = z.object({ userId: idParam('userId') });

/**
 * PATCH /users/{userId}: the profile's phone (null or blank clears it) and the office held
 * (docs/decisions/offices.md, "Changing an office").
 */
export const profileChangeBody = z
  .object({ phone: optionalPhoneSchema, office: officeSchema.optional() })
  .refine((body) => body.phone !== undefined || body.office !== undefined, {
    message: PROFILE_CHANGE_REQUIRED,
    path: ['phone'],
  });

export const memberOperations = {
  createAccount: operation({
    name: 'createAccount',
    method: 'POST',
    path: '/create-account',
    body: createAccountBody,
    response: { 201: memberAccountCreated, ...refusals(401, 403, 404, 409, 422) },
  }),
  /** The spec's spelling, kept for its clients. */
  allAccounts: operation({
    name: 'allAccounts',
    method: 'GET',
    path: '/allacounts',
    querystring: accountListQuery,
    response: { 200: accountsListAnswer, ...refusals(401, 403, 422) },
  }),
  accountSummary: operation({
    name: 'accountSummary',
    method: 'GET',
    path: '/accounts/{userId}',
    params: userParams,
    response: { 200: accountSummaryAnswer, ...refusals(401, 403, 404, 422) },
  }),
  users: operation({
    name: 'users',
    method: 'GET',
    path: '/get-users',
    querystring: memberListQuery,
    response: { 200: usersListAnswer, ...refusals(401, 403, 422) },
  }),
  changeProfile: operation({
    name: 'changeProfile',
    method: 'PATCH',
    path: '/users/{userId}',
    params: userParams,
    body: profileChangeBody,
    response: { 200: profileAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  /** docs/decisions/member-exits.md, "The preview". */
  exitPreview: operation({
    name: 'exitPreview',
    method: 'GET',
    path: '/members/{userId}/exit',
    params: userParams,
    querystring: exitPreviewQuery,
    response: { 200: exitPreviewAnswer, ...refusals(401, 403, 404, 422) },
  }),
  /** docs/decisions/member-exits.md, "What an exit settles": under the quorum. */
  memberExit: operation({
    name: 'memberExit',
    method: 'POST',
    path: '/members/{userId}/exit',
    params: userParams,
    body: exitBodyFor,
    response: { 200: exitAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  /** docs/decisions/member-exits.md, "Reactivation". */
  reactivateMember: operation({
    name: 'reactivateMember',
    method: 'POST',
    path: '/members/{userId}/reactivate',
    params: userParams,
    response: { 200: reactivateAnswer, ...refusals(401, 403, 404, 409) },
  }),
};
