import type { LoginAnswer, SetupInput } from '@links/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api';

export const setupStatusQuery = queryOptions({
  queryKey: ['setup'],
  queryFn: () => publicRequest<{ needed: boolean }>('/setup'),
  staleTime: 60_000,
});

export const useSetupStatus = () => useQuery(setupStatusQuery);

export const useSetup = () =>
  useMutation({ mutationFn: (input: SetupInput) => publicRequest<LoginAnswer>('/setup', 'POST', input) });
