import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { type SavingsAccount, savingsKey } from './get-savings';

/** One movement into a savings account, with the balance after it (decisions §4). */
export interface SavingsDeposit {
  entry_id: number;
  date: string;
  amount: number;
  source: string;
  transaction_id: number | null;
  running_balance: number;
}

export interface SavingDetails {
  saving: SavingsAccount & { created_at: string };
  deposits: SavingsDeposit[];
}

export const getSavingDetails = (savingId: number) => request<SavingDetails>(`/saving-details/${savingId}`);

export const savingDetailsQuery = (savingId: number) =>
  queryOptions({ queryKey: [...savingsKey, 'detail', savingId], queryFn: () => getSavingDetails(savingId) });

export const useSavingDetails = (savingId: number) => useQuery(savingDetailsQuery(savingId));
