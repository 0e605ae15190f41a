import { isSessionUser, paths } from '@links/domain/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { meKey } from '../../../lib/query-keys';

/** Confirms the stored session with the server; a stale token is refreshed by the api client. */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: () => requestParsed(isSessionUser, paths.me),
  staleTime: 5 * 60_000,
});

export const useMe = () => useQuery(meQuery);
