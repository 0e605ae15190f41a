import { type AddSavingBody, savingAdded } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, memberSearchKey, savingsKey } from '../../../lib/query-keys';

/** The body is the domain's (`addSavingBody`): the expected saving may be left to the server's setting. */
export const addSaving = (input: AddSavingBody) => requestParsed(savingAdded, '/add-saving', 'POST', input);

/** Opens a savings account; savings lists and totals, and the accounts' savings column, refresh. */
export const useAddSaving = () => useMutationOf(addSaving, [savingsKey, accountsKey, memberSearchKey]);
