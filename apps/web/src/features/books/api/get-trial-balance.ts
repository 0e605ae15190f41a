import { trialBalanceAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { booksKey, queryString } from './keys';

/** `GET /books/trial-balance?as_of=` (admin): every account with a balance, on its side. */
export const getTrialBalance = (asOf: string | undefined) =>
  requestParsed(trialBalanceAnswer, `/books/trial-balance${queryString({ as_of: asOf })}`);

export const trialBalanceQuery = (asOf: string | undefined) =>
  queryOptions({
    queryKey: [...booksKey, 'trial-balance', asOf ?? 'today'],
    queryFn: () => getTrialBalance(asOf),
  });

export const useTrialBalance = (asOf: string | undefined) => useQuery(trialBalanceQuery(asOf));
