import { savingDetailsAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { savingsKey } from './get-savings';

/**
 * One movement into a savings account, with the balance after it
 * (docs/decisions/members.md, "Savings lists").
 */
export type { SavingDeposit as SavingsDeposit, SavingDetails } from '@links/domain';

export const useSavingDetails = (savingId: number) =>
  useRead([...savingsKey, 'detail', savingId], savingDetailsAnswer, `/saving-details/${savingId}`);
