import { MAX_PER_PAGE, operations } from '@links/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { rotationsKey } from '../../../lib/query-keys';
import { rotationKey } from './rotations';

/** A merry-go-round as an item of a transaction names it: its id and name. */
export interface NamedRotation {
  id: number;
  name: string;
}

/** A running merry-go-round a member is in, and what they owe it now. */
export interface MemberRotation extends NamedRotation {
  owes: number;
}

/**
 * `GET /rotations`, the newest as many as one page holds (docs/decisions/rotations.md, "A rotation"):
 * the running ones are the newest, so a group would need a hundred merry-go-rounds started after one
 * still running for it to be missed.
 */
const useNewestRotations = (enabled = true) =>
  useQuery({
    queryKey: [...rotationsKey, 'newest'],
    queryFn: () => call(operations.rotations, { query: { page: 1, per_page: MAX_PER_PAGE } }),
    enabled,
  });

/**
 * The names of the merry-go-rounds, for the items of a transaction that paid into one
 * (docs/decisions/rotations.md, "Paying in"), asked for only when `wanted`; empty while they load.
 */
export function useRotationNames(wanted: boolean): NamedRotation[] {
  const list = useNewestRotations(wanted);
  return (list.data?.rotations ?? []).map((rotation) => ({ id: rotation.rotation_id, name: rotation.name }));
}

/**
 * The running merry-go-rounds `userId` is in, newest first, with what they owe each now
 * (docs/decisions/rotations.md, "Paying in"): the list names them, each one's schedule says who is in it.
 * Empty without a member, and while they load.
 */
export function useMemberRotations(userId: number | undefined): MemberRotation[] {
  const list = useNewestRotations(userId !== undefined);
  const running = (list.data?.rotations ?? []).filter((rotation) => rotation.status === 'Active');
  const schedules = useQueries({
    queries: running.map(({ rotation_id: rotationId }) => ({
      queryKey: rotationKey(rotationId),
      queryFn: () => call(operations.rotation, { params: { rotationId } }),
    })),
  });
  return schedules.flatMap(({ data }) => {
    const member = data?.members.find((one) => one.user_id === userId);
    return data && member ? [{ id: data.rotation_id, name: data.name, owes: member.owes }] : [];
  });
}
