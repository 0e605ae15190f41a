import { type BodyInput, operations, pathOf } from '@links/domain';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import { hostGroupsKey, myGroupsKey } from '../../../lib/query-keys';

/** `GET /host/groups?q&page`: the deployment's groups, oldest first (docs/decisions/host.md). */
const hostGroups = serverList({
  key: hostGroupsKey,
  path: pathOf(operations.hostGroups),
  check: answerOf(operations.hostGroups),
  filters: ['q'],
});

export const useHostGroups = (page: number, filter: { q: string }) => hostGroups.usePage(page, filter);

/** `POST /host/groups`: a new group and its first official's invitation. */
export const useCreateHostedGroup = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createHostedGroup>) => call(operations.createHostedGroup, { body }),
    [hostGroupsKey, myGroupsKey],
  );

/** Suspends or resumes a group (docs/decisions/groups.md, "Suspended groups"). */
export const useSetGroupStatus = () =>
  useMutationOf(
    ({ groupId, suspend }: { groupId: number; suspend: boolean }) =>
      call(suspend ? operations.suspendGroup : operations.resumeGroup, { params: { groupId } }),
    [hostGroupsKey, myGroupsKey],
  );
