import { trialBalanceAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';
import { queryString } from '../../../lib/query-string';

/** `GET /books/trial-balance?as_of=` (admin): every account with a balance, on its side. */
export const useTrialBalance = (asOf: string | undefined) =>
  useRead(
    [...booksKey, 'trial-balance', asOf ?? 'today'],
    trialBalanceAnswer,
    `/books/trial-balance${queryString({ as_of: asOf })}`,
  );
