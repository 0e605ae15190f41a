import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, memberSearchKey, savingsKey } from '../../../lib/query-keys';

/** The body is the domain's (`addSavingBody`): the expected saving may be left to the server's setting. */
export const addSaving = (body: BodyInput<typeof operations.addSaving>) =>
  call(operations.addSaving, { body });

/** Opens a savings account; savings lists and totals, and the accounts' savings column, refresh. */
export const useAddSaving = () => useMutationOf(addSaving, [savingsKey, accountsKey, memberSearchKey]);
