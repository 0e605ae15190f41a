import { z } from 'zod';
import { idParam } from '../ids.js';
import { mpesaBalanceView } from '../payments/balance.js';
import {
  approvePaymentBody,
  assignPaymentBody,
  bankMappingAnswer,
  c2bTokenAnswer,
  ignorePaymentBody,
  paymentAnswer,
  paymentsAnswer,
  reconciliationAnswer,
  statementImportAnswer,
} from '../payments/contract.js';
import { paymentListQuery } from '../payments/list.js';
import { stkDueView, stkParams, stkRequestBody, stkView } from '../payments/stk.js';
import { asOfQuery } from '../request-fields.js';
import { operation, refusals } from './operation.js';

/** Incoming payments, admins only: the list, assign, ignore, approve; the C2B token; reconciliation. */

const paymentParams = z.object({ id: idParam('id') });
const decided = refusals(401, 403, 404, 409, 422);
const accountParams = z.object({ accountId: idParam('accountId') });
const importRefused = refusals(401, 403, 404, 413, 415, 422);

/** A decision on one payment, `POST /payments/{id}/{action}`, answered with the payment. */
const decision = <Body extends z.ZodType>(name: string, action: string, body: Body) =>
  operation({
    name,
    method: 'POST',
    path: `/payments/{id}/${action}`,
    params: paymentParams,
    body,
    response: { 200: paymentAnswer, ...decided },
  });

export const paymentOperations = {
  payments: operation({
    name: 'payments',
    method: 'GET',
    path: '/payments',
    querystring: paymentListQuery,
    response: { 200: paymentsAnswer, ...refusals(401, 403, 422) },
  }),
  assignPayment: decision('assignPayment', 'assign', assignPaymentBody),
  ignorePayment: decision('ignorePayment', 'ignore', ignorePaymentBody),
  approvePayment: decision('approvePayment', 'approve', approvePaymentBody),
  rotateC2bToken: operation({
    name: 'rotateC2bToken',
    method: 'POST',
    path: '/payments/c2b/token',
    response: { 200: c2bTokenAnswer, ...refusals(401, 403) },
  }),
  reconciliation: operation({
    name: 'reconciliation',
    method: 'GET',
    path: '/reconciliation/{accountId}',
    params: accountParams,
    querystring: asOfQuery,
    response: { 200: reconciliationAnswer, ...refusals(401, 403, 404, 422) },
  }),
  /** Statement uploads are multipart/form-data: the CSV in the field `file` (no JSON body). */
  importMpesaStatement: operation({
    name: 'importMpesaStatement',
    method: 'POST',
    path: '/mpesa/statements',
    response: { 200: statementImportAnswer, ...importRefused },
  }),
  importBankStatement: operation({
    name: 'importBankStatement',
    method: 'POST',
    path: '/bank-statements/{accountId}',
    params: accountParams,
    response: { 200: statementImportAnswer, ...importRefused },
  }),
  bankMapping: operation({
    name: 'bankMapping',
    method: 'GET',
    path: '/bank-statements/{accountId}/mapping',
    params: accountParams,
    response: { 200: bankMappingAnswer, ...importRefused },
  }),
  requestStkPayment: operation({
    name: 'requestStkPayment',
    method: 'POST',
    path: '/payments/stk',
    body: stkRequestBody,
    response: { 202: stkView, ...refusals(401, 403, 422, 502) },
  }),
  checkMpesaBalance: operation({
    name: 'checkMpesaBalance',
    method: 'POST',
    path: '/payments/mpesa-balance',
    response: { 202: mpesaBalanceView, ...refusals(401, 403, 422, 502) },
  }),
  mpesaBalance: operation({
    name: 'mpesaBalance',
    method: 'GET',
    path: '/payments/mpesa-balance',
    response: { 200: mpesaBalanceView, ...refusals(401, 403) },
  }),
  stkDue: operation({
    name: 'stkDue',
    method: 'GET',
    path: '/payments/stk/due',
    response: { 200: stkDueView, ...refusals(401, 403) },
  }),
  stkPayment: operation({
    name: 'stkPayment',
    method: 'GET',
    path: '/payments/stk/{checkoutRequestId}',
    params: stkParams,
    response: { 200: stkView, ...refusals(401, 403, 404, 422) },
  }),
};
