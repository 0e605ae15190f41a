import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/**
 * One movement into a savings account, with the balance after it
 * (docs/decisions/members.md, "Savings lists").
 */
export type { SavingDeposit, SavingDetails } from '@links/domain';

export const useSavingDetails = (savingId: number) =>
  useRead(
    [...savingsKey, 'detail', savingId],
    answerOf(operations.savingDetails),
    pathOfCall(operations.savingDetails, { params: { savingId } }),
  );
