import { savingDetailsAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/** One movement into a savings account, with the balance after it (decisions §4). */
export type { SavingDeposit as SavingsDeposit, SavingDetails } from '@links/domain';

export const useSavingDetails = (savingId: number) =>
  useRead([...savingsKey, 'detail', savingId], savingDetailsAnswer, `/saving-details/${savingId}`);
