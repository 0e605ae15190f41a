import {
  type GroupChoice,
  isLoginAnswer,
  isMyGroupsAnswer,
  type LoginAnswer,
  paths,
} from '@links/domain/plain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { forgetKeptAnswers } from '../../../lib/api-cache';
import { myGroupsKey } from '../../../lib/query-keys';
import { sessionChanged } from '../../../lib/session';

/** The person's groups, the current one marked (docs/decisions/people.md, "Choosing a group"). */
export const myGroupsQuery = queryOptions({
  queryKey: myGroupsKey,
  queryFn: () => requestParsed(isMyGroupsAnswer, paths.myGroups),
  staleTime: 5 * 60_000,
});

/** The person's groups. */
export const useMyGroups = () =>
  useQuery({ ...myGroupsQuery, select: (answer): GroupChoice[] => answer.groups });

/** Whether the signed-in person is the host's operator (docs/decisions/host.md). */
export const useIsHost = () => useQuery({ ...myGroupsQuery, select: (answer) => answer.host });

/**
 * Moves the sign-in to another of the person's groups: the server sets the new cookies, and every
 * answer kept of the group left is forgotten before the next screen asks for its own.
 */
export function useChooseGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: number): Promise<LoginAnswer> => {
      const answer = await requestParsed(isLoginAnswer, paths.chooseGroup, 'POST', { group_id: groupId });
      // The service worker's copy is of the group left (docs/decisions/offline.md, "Signing out forgets").
      await forgetKeptAnswers();
      return answer;
    },
    onSuccess: () => {
      queryClient.clear();
      sessionChanged();
    },
  });
}
