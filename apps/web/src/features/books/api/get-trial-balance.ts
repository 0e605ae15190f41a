import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';

/** `GET /books/trial-balance?as_of=` (admin): every account with a balance, on its side. */
export const useTrialBalance = (asOf: string | undefined) =>
  useRead(
    [...booksKey, 'trial-balance', asOf ?? 'today'],
    answerOf(operations.trialBalance),
    pathOfCall(operations.trialBalance, { query: { as_of: asOf } }),
  );
