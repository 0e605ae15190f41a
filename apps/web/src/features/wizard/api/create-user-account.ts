import { createUserAccountAnswer, type Role } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, loansKey, savingsKey, usersKey } from '../../../lib/query-keys';

/**
 * The body of `POST /create-user-account` (docs/spec/calls.md, "The calls"): KES numbers, skipped fields
 * null.
 */
export interface CreateUserAccountBody {
  firstname: string;
  lastname: string;
  email: string;
  /** Stored form `2547XXXXXXXX`, or null for none. */
  phone: string | null;
  /** Null: the answer carries an invitation for the member to choose their own. */
  password: string | null;
  role: Role;
  savings_target: number | null;
  initial_savings: number | null;
  ltl_principal: number | null;
  ltl_loan_amount: number | null;
  ltl_date_issued: string | null;
  stl_principal: number | null;
  stl_date_issued: string | null;
}

/** docs/spec/entities.md, "Create-user result"; installments are 0 without a loan of that type. */
export type { CreateUserAccountAnswer } from '@links/domain';

export const createUserAccount = (body: CreateUserAccountBody) =>
  requestParsed(createUserAccountAnswer, '/create-user-account', 'POST', body);

/** Creates the member with their accounts and loans; every list that shows them refreshes. */
export const useCreateUserAccount = () =>
  useMutationOf(createUserAccount, [usersKey, accountsKey, savingsKey, loansKey]);
