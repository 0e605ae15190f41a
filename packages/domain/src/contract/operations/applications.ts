import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { idParam } from '../ids.js';
import {
  applicationCreated,
  applicationDecided,
  applicationDecisionBody,
  applicationsPage,
  applicationView,
  borrowingAnswer,
  guaranteeDecisionBody,
  loanApplicationBody,
  myApplications,
} from '../loans/applications.js';
import { applicationListQuery, myApplicationListQuery } from '../loans/lists.js';
import { operation, refusals } from './operation.js';

/** Loan applications: members apply and guarantee, admins decide (maker-checker). */

const errors = refusals(401, 403, 404, 409, 422);
const idParams = z.object({ id: idParam('id') });

export const applicationOperations = {
  applyForLoan: operation({
    name: 'applyForLoan',
    method: 'POST',
    path: '/loan-applications',
    body: loanApplicationBody,
    response: { 201: applicationCreated, ...errors },
  }),
  loanApplications: operation({
    name: 'loanApplications',
    method: 'GET',
    path: '/loan-applications',
    querystring: applicationListQuery,
    response: { 200: applicationsPage, ...errors },
  }),
  myLoanApplications: operation({
    name: 'myLoanApplications',
    method: 'GET',
    path: '/loan-applications/mine',
    querystring: myApplicationListQuery,
    response: { 200: myApplications, ...errors },
  }),
  loanApplication: operation({
    name: 'loanApplication',
    method: 'GET',
    path: '/loan-applications/{id}',
    params: idParams,
    response: { 200: applicationView, ...errors },
  }),
  decideLoanApplication: operation({
    name: 'decideLoanApplication',
    method: 'PATCH',
    path: '/loan-applications/{id}',
    params: idParams,
    body: applicationDecisionBody,
    response: { 200: applicationDecided, 202: approvalPending, ...errors },
  }),
  answerGuarantee: operation({
    name: 'answerGuarantee',
    method: 'PATCH',
    path: '/loan-applications/{id}/guarantees/{userId}',
    params: idParams.extend({ userId: idParam('userId') }),
    body: guaranteeDecisionBody,
    response: { 200: applicationView, ...errors },
  }),
  borrowingLimit: operation({
    name: 'borrowingLimit',
    method: 'GET',
    path: '/loans/limit/{userId}',
    params: z.object({ userId: idParam('userId') }),
    response: { 200: borrowingAnswer, ...errors },
  }),
};
