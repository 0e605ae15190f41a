import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { reversalAnswer, reversalBody } from '../reversals/contract.js';
import {
  itemsDecided,
  memberLoanRows,
  memberSavingsRows,
  transactionCreated,
  transactionDetail,
  transactionPage,
} from '../transactions/contract.js';
import { createTransactionSchemaFor, decisionSchema } from '../transactions/create.js';
import { transactionListQuery } from '../transactions/list.js';
import { operation, refusals } from './operation.js';

/**
 * Transactions and their items' decisions (docs/spec/states.md, "A transaction item's status";
 * docs/spec/calls.md, "The calls", docs/decisions/transactions.md, "Creating a transaction").
 */

/** A transaction's or a member's id in a path, read as a number (the spec's routes' own rule). */
const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int()
    .positive(`${name} must be positive`);

const transactionParams = z.object({ id: positiveId('id') });
const memberParams = z.object({ userId: positiveId('userId') });
const errors = refusals(401, 403, 404, 422);

/**
 * `PATCH /transactions/{kind}/{id}/status` for one kind of item: `savings`, `loan-long` and
 * `short-long` (docs/spec/calls.md, "The calls" keeps that spelling).
 */
const decideItems = (
  name: string,
  kind: 'savings' | 'loan-long' | 'short-long' | 'contributions' | 'rotations' | 'fines',
) =>
  operation({
    name,
    method: 'PATCH',
    path: `/transactions/${kind}/{id}/status`,
    params: transactionParams,
    body: decisionSchema,
    response: { 200: itemsDecided, ...refusals(401, 403, 404, 409, 422) },
  });

export const transactionOperations = {
  reverseTransaction: operation({
    name: 'reverseTransaction',
    method: 'POST',
    path: '/transactions/{id}/reversal',
    params: transactionParams,
    body: reversalBody,
    response: { 201: reversalAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  createTransaction: operation({
    name: 'createTransaction',
    method: 'POST',
    path: '/create-transaction',
    body: createTransactionSchemaFor,
    response: { 201: transactionCreated, ...errors },
  }),
  transactions: operation({
    name: 'transactions',
    method: 'GET',
    path: '/transactions',
    querystring: transactionListQuery,
    response: { 200: transactionPage, ...errors },
  }),
  transaction: operation({
    name: 'transaction',
    method: 'GET',
    path: '/transactions/{id}',
    params: transactionParams,
    response: { 200: transactionDetail, ...errors },
  }),
  memberTransactions: operation({
    name: 'memberTransactions',
    method: 'GET',
    path: '/transactions/user/{userId}',
    params: memberParams,
    querystring: transactionListQuery,
    response: { 200: transactionPage, ...errors },
  }),
  memberSavingsItems: operation({
    name: 'memberSavingsItems',
    method: 'GET',
    path: '/transactions/user/{userId}/savings',
    params: memberParams,
    response: { 200: memberSavingsRows, ...errors },
  }),
  memberLoanItems: operation({
    name: 'memberLoanItems',
    method: 'GET',
    path: '/transactions/user/{userId}/loans',
    params: memberParams,
    response: { 200: memberLoanRows, ...errors },
  }),
  decideSavingsItems: decideItems('decideSavingsItems', 'savings'),
  decideLongTermLoanItems: decideItems('decideLongTermLoanItems', 'loan-long'),
  decideShortTermLoanItems: decideItems('decideShortTermLoanItems', 'short-long'),
  // The other kinds of contribution (docs/decisions/contribution-kinds.md, "Items of a kind").
  decideContributionItems: decideItems('decideContributionItems', 'contributions'),
  // The merry-go-round (docs/decisions/rotations.md, "Paying in").
  decideRotationItems: decideItems('decideRotationItems', 'rotations'),
  // A member's fines paid directly (docs/decisions/lending.md, "Paying fines").
  decideFineItems: decideItems('decideFineItems', 'fines'),
};

/** The operation that decides each kind of item, by the kind its path names. */
export const itemDecisions = {
  savings: transactionOperations.decideSavingsItems,
  'loan-long': transactionOperations.decideLongTermLoanItems,
  'short-long': transactionOperations.decideShortTermLoanItems,
  contributions: transactionOperations.decideContributionItems,
  rotations: transactionOperations.decideRotationItems,
  fines: transactionOperations.decideFineItems,
} as const;
