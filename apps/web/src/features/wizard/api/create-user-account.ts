import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, approvalsKey, loansKey, savingsKey, usersKey } from '../../../lib/query-keys';

/** docs/spec/entities.md, "Create-user result"; installments are 0 without a loan of that type. */
export type { CreateUserAccountAnswer } from '@links/domain';

/**
 * `POST /create-user-account` (docs/spec/calls.md, "The calls"): KES numbers, skipped fields null;
 * the body's type is the contract's.
 */
export const createUserAccount = (body: BodyInput<typeof operations.createUserAccount>) =>
  call(operations.createUserAccount, { body });

/**
 * Creates the member with their accounts and loans; every list that shows them refreshes, and the
 * approvals queue, which holds the office of an admin sent for approval.
 */
export const useCreateUserAccount = () =>
  useMutationOf(createUserAccount, [usersKey, accountsKey, savingsKey, loansKey, approvalsKey]);
