import type { SetupInput } from '@links/domain';
import { isLoginAnswer, isSetupStatus, paths } from '@links/domain/plain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api';
import { setupKey } from '../../../lib/query-keys';

export const setupStatusQuery = queryOptions({
  queryKey: setupKey,
  queryFn: () => publicRequest(isSetupStatus, paths.setup),
  staleTime: 60_000,
});

export const useSetupStatus = () => useQuery(setupStatusQuery);

export const useSetup = () =>
  useMutation({
    mutationFn: (input: SetupInput) => publicRequest(isLoginAnswer, paths.setup, 'POST', input),
  });
