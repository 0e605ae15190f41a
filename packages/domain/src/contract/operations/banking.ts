import { z } from 'zod';
import { approvalPending } from '../approvals/contract.js';
import { bankAccountCreated, expenseCreated } from '../banking/contract.js';
import {
  bankAccountListQuery,
  bankAccountsListAnswer,
  expenseListQuery,
  expensesListAnswer,
} from '../banking/list.js';
import { createBankAccountBody, createExpenseBodyFor } from '../banking/requests.js';
import { transferAnswer } from '../books/contract.js';
import { transferRequestSchemaFor } from '../books/transfer.js';
import { idParam } from '../ids.js';
import { reversalAnswer, reversalBody } from '../reversals/contract.js';
import { operation, refusals } from './operation.js';

/**
 * Bank accounts, expenses and transfers between money accounts (docs/decisions/banking.md, "Expenses",
 * docs/books.md).
 */
export const bankingOperations = {
  createBankAccount: operation({
    name: 'createBankAccount',
    method: 'POST',
    path: '/create-bank-account',
    body: createBankAccountBody,
    response: { 201: bankAccountCreated, ...refusals(401, 403, 409, 422) },
  }),
  allBankAccounts: operation({
    name: 'allBankAccounts',
    method: 'GET',
    path: '/all-bank-accounts',
    querystring: bankAccountListQuery,
    response: { 200: bankAccountsListAnswer, ...refusals(401, 403, 422) },
  }),
  allExpenses: operation({
    name: 'allExpenses',
    method: 'GET',
    path: '/all-expenses',
    querystring: expenseListQuery,
    response: { 200: expensesListAnswer, ...refusals(401, 403, 422) },
  }),
  createExpense: operation({
    name: 'createExpense',
    method: 'POST',
    path: '/create-expense',
    body: createExpenseBodyFor,
    response: { 201: expenseCreated, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  createTransfer: operation({
    name: 'createTransfer',
    method: 'POST',
    path: '/books/transfers',
    body: transferRequestSchemaFor,
    response: { 201: transferAnswer, 202: approvalPending, ...refusals(401, 403, 422) },
  }),
  reverseExpense: operation({
    name: 'reverseExpense',
    method: 'POST',
    path: '/expenses/{id}/reversal',
    params: z.object({ id: idParam('id') }),
    body: reversalBody,
    response: { 201: reversalAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  reverseTransfer: operation({
    name: 'reverseTransfer',
    method: 'POST',
    path: '/books/transfers/{id}/reversal',
    params: z.object({ id: idParam('id') }),
    body: reversalBody,
    response: { 201: reversalAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
};
