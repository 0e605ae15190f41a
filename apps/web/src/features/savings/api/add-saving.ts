import { type BodyInput, operations } from '@links/domain';
import { memberSearchKey } from '../../../components/ui/useMemberSearch';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey } from '../../accounts';
import { savingsKey } from './get-savings';

/** The body is the domain's (`addSavingBody`): the expected saving may be left to the server's setting. */
export const addSaving = (body: BodyInput<typeof operations.addSaving>) =>
  call(operations.addSaving, { body });

/** Opens a savings account; savings lists and totals, and the accounts' savings column, refresh. */
export const useAddSaving = () => useMutationOf(addSaving, [savingsKey, accountsKey, memberSearchKey]);
