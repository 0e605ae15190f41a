import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { idParam } from '../ids.js';
import { arrearsAnswer, overdueAnswer, payoffAnswer } from '../loans/applications.js';
import {
  loanDetail,
  longTermLoanCreated,
  memberLoanList,
  memberLoanTotals,
  shortTermLoanCreated,
  totalOutstanding,
} from '../loans/contract.js';
import {
  arrearsQuery,
  loanListAnswer,
  loanListQuery,
  loanPaymentListAnswer,
  loanPaymentListQuery,
} from '../loans/lists.js';
import { longTermLoanBodyFor, shortTermLoanBodyFor } from '../loans/requests.js';
import { asOfQuery, optionalDate } from '../request-fields.js';
import { operation, refusals } from './operation.js';

/**
 * The loans' operations (docs/spec/entities.md, "Long-term loan"; docs/spec/calls.md, "The calls",
 * docs/decisions/loans.md); the paths keep the spec's spellings.
 */

export const loanIdParams = z.object({ loanId: idParam('loanId') });
export const userIdParams = z.object({ userId: idParam('userId') });

const issueRefused = refusals(401, 403, 404, 409, 422);
const memberRefused = refusals(401, 403, 404, 422);
const listRefused = refusals(401, 403, 422);

const loanList = (name: string, path: string) =>
  operation({
    name,
    method: 'GET',
    path,
    querystring: loanListQuery,
    response: { 200: loanListAnswer, ...listRefused },
  });

const loanPaymentList = (name: string, path: string) =>
  operation({
    name,
    method: 'GET',
    path,
    querystring: loanPaymentListQuery,
    response: { 200: loanPaymentListAnswer, ...listRefused },
  });

export const loanOperations = {
  addLoan: operation({
    name: 'addLoan',
    method: 'POST',
    path: '/addloan',
    body: longTermLoanBodyFor,
    response: { 201: longTermLoanCreated, 202: approvalPending, ...issueRefused },
  }),
  addShortTermLoan: operation({
    name: 'addShortTermLoan',
    method: 'POST',
    path: '/addshorttermloan',
    body: shortTermLoanBodyFor,
    response: { 201: shortTermLoanCreated, 202: approvalPending, ...issueRefused },
  }),
  allLoans: loanList('allLoans', '/all-loans'),
  allShortTermLoans: loanList('allShortTermLoans', '/all-shorttermloans'),
  longTermLoanPayments: loanPaymentList('longTermLoanPayments', '/loan-payments/long-term'),
  shortTermLoanPayments: loanPaymentList('shortTermLoanPayments', '/loan-payments/short-term'),
  loanArrears: operation({
    name: 'loanArrears',
    method: 'GET',
    path: '/loans/arrears',
    querystring: arrearsQuery,
    response: { 200: arrearsAnswer, ...listRefused },
  }),
  memberOverdue: operation({
    name: 'memberOverdue',
    method: 'GET',
    path: '/loans/overdue/{userId}',
    params: userIdParams,
    querystring: asOfQuery,
    response: { 200: overdueAnswer, ...memberRefused },
  }),
  loanPayoff: operation({
    name: 'loanPayoff',
    method: 'GET',
    path: '/loans/{loanId}/payoff',
    params: loanIdParams,
    querystring: z.object({ date: optionalDate('date') }),
    response: { 200: payoffAnswer, ...refusals(401, 404, 422) },
  }),
  loan: operation({
    name: 'loan',
    method: 'GET',
    path: '/loans/{loanId}',
    params: loanIdParams,
    response: { 200: loanDetail, ...refusals(401, 404, 422) },
  }),
  memberLoans: operation({
    name: 'memberLoans',
    method: 'GET',
    path: '/loans/user/{userId}',
    params: userIdParams,
    response: { 200: memberLoanList, ...memberRefused },
  }),
  memberLoanTotals: operation({
    name: 'memberLoanTotals',
    method: 'GET',
    path: '/loans/total/{userId}',
    params: userIdParams,
    response: { 200: memberLoanTotals, ...memberRefused },
  }),
  totalOutstandingLoans: operation({
    name: 'totalOutstandingLoans',
    method: 'GET',
    path: '/totaloutstandingloans',
    response: { 200: totalOutstanding, ...refusals(401) },
  }),
};
