import { savingDetailsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { savingsKey } from './get-savings';

/** One movement into a savings account, with the balance after it (decisions §4). */
export type { SavingDeposit as SavingsDeposit, SavingDetails } from '@links/domain';

export const getSavingDetails = (savingId: number) =>
  requestParsed(savingDetailsAnswer, `/saving-details/${savingId}`);

export const savingDetailsQuery = (savingId: number) =>
  queryOptions({ queryKey: [...savingsKey, 'detail', savingId], queryFn: () => getSavingDetails(savingId) });

export const useSavingDetails = (savingId: number) => useQuery(savingDetailsQuery(savingId));
