import { type AddSavingBody, savingAdded } from '@links/domain';
import { memberSearchKey } from '../../../components/ui/useMemberSearch';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey } from '../../accounts';
import { savingsKey } from './get-savings';

/** The body is the domain's (`addSavingBody`): the expected saving may be left to the server's setting. */
export const addSaving = (input: AddSavingBody) => requestParsed(savingAdded, '/add-saving', 'POST', input);

/** Opens a savings account; savings lists and totals, and the accounts' savings column, refresh. */
export const useAddSaving = () => useMutationOf(addSaving, [savingsKey, accountsKey, memberSearchKey]);
