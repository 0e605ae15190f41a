import { z } from 'zod';
import { loginSchema, setupSchema } from '../auth.js';
import { idParam } from '../ids.js';
import { createUserAccountAnswer } from '../members/contract.js';
import { createUserAccountBodyWith } from '../members/wizard-body.js';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  confirmGroupSchema,
  invitationAnswer,
  invitationCodeParam,
  invitationView,
  passwordChangedAnswer,
  passwordResetConfirmSchema,
  passwordResetDoneAnswer,
  passwordResetRequestedAnswer,
  passwordResetRequestSchema,
} from '../passwords/contract.js';
import {
  chooseGroupSchema,
  loginAnswerSchema,
  myGroupsAnswer,
  sessionUserSchema,
  setupStatusSchema,
} from '../session-contract.js';
import { operation, refusals } from './operation.js';
import { paths } from './paths.js';

/**
 * Signing in, the first run, a member's own password and the create-user wizard
 * (docs/decisions/sessions.md, docs/decisions/first-run.md, docs/decisions/passwords.md). A body
 * with a new password is read here with the domain's password rule; the server reads it with a
 * stricter one that also refuses a common password (docs/decisions/contract.md, "Rules only the
 * server can read").
 */

/** /token/refresh and /logout: the refresh token in the body, or no body when the cookie carries it. */
export const refreshBody = z
  .object({
    refresh_token: z
      .string({ error: 'refresh_token must be text' })
      .min(1, 'refresh_token must not be empty')
      .max(200, 'refresh_token must be at most 200 characters')
      .optional(),
  })
  .nullish();

const codeParams = z.object({ code: invitationCodeParam });

export const authOperations = {
  login: operation({
    name: 'login',
    method: 'POST',
    path: paths.login,
    body: loginSchema,
    response: { 200: loginAnswerSchema, ...refusals(401, 403, 422, 429) },
  }),
  refreshToken: operation({
    name: 'refreshToken',
    method: 'POST',
    path: paths.refreshToken,
    body: refreshBody,
    response: { 200: loginAnswerSchema, ...refusals(401, 403, 422) },
  }),
  logout: operation({
    name: 'logout',
    method: 'POST',
    path: paths.logout,
    body: refreshBody,
    response: { 204: z.null(), ...refusals(403, 422) },
  }),
  me: operation({
    name: 'me',
    method: 'GET',
    path: paths.me,
    response: { 200: sessionUserSchema, ...refusals(401) },
  }),
  myGroups: operation({
    name: 'myGroups',
    method: 'GET',
    path: paths.myGroups,
    response: { 200: myGroupsAnswer, ...refusals(401) },
  }),
  chooseGroup: operation({
    name: 'chooseGroup',
    method: 'POST',
    path: paths.chooseGroup,
    body: chooseGroupSchema,
    response: { 200: loginAnswerSchema, ...refusals(401, 403, 422) },
  }),
  setupStatus: operation({
    name: 'setupStatus',
    method: 'GET',
    path: paths.setup,
    response: { 200: setupStatusSchema },
  }),
  setup: operation({
    name: 'setup',
    method: 'POST',
    path: paths.setup,
    body: setupSchema,
    response: { 201: loginAnswerSchema, ...refusals(403, 409, 422, 429) },
  }),
  invitation: operation({
    name: 'invitation',
    method: 'GET',
    path: '/invitations/{code}',
    params: codeParams,
    response: { 200: invitationView, ...refusals(404, 422, 429) },
  }),
  acceptInvitation: operation({
    name: 'acceptInvitation',
    method: 'POST',
    path: '/invitations/{code}/accept',
    params: codeParams,
    body: acceptInvitationSchema,
    response: { 200: loginAnswerSchema, ...refusals(404, 409, 422, 429) },
  }),
  confirmGroup: operation({
    name: 'confirmGroup',
    method: 'POST',
    path: '/invitations/{code}/confirm',
    params: codeParams,
    body: confirmGroupSchema,
    response: { 200: loginAnswerSchema, ...refusals(404, 409, 422, 429) },
  }),
  changeOwnPassword: operation({
    name: 'changeOwnPassword',
    method: 'POST',
    path: '/me/password',
    body: changePasswordSchema,
    response: { 200: passwordChangedAnswer, ...refusals(401, 403, 404, 422, 429) },
  }),
  requestPasswordReset: operation({
    name: 'requestPasswordReset',
    method: 'POST',
    path: '/password-resets',
    body: passwordResetRequestSchema,
    response: { 202: passwordResetRequestedAnswer, ...refusals(422, 429) },
  }),
  confirmPasswordReset: operation({
    name: 'confirmPasswordReset',
    method: 'POST',
    path: '/password-resets/confirm',
    body: passwordResetConfirmSchema,
    response: { 200: passwordResetDoneAnswer, ...refusals(422, 429) },
  }),
  resetMemberPassword: operation({
    name: 'resetMemberPassword',
    method: 'POST',
    path: '/users/{userId}/password-reset',
    params: z.object({ userId: idParam('userId') }),
    response: { 201: invitationAnswer, ...refusals(401, 403, 404, 422, 429) },
  }),
  createUserAccount: operation({
    name: 'createUserAccount',
    method: 'POST',
    path: '/create-user-account',
    body: createUserAccountBodyWith(),
    response: { 201: createUserAccountAnswer, ...refusals(401, 403, 409, 422) },
  }),
};
