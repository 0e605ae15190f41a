import { type BodyInput, operations, pathOf, type RotationView } from '@links/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import {
  approvalsKey,
  auditKey,
  bankingKey,
  booksKey,
  finesKey,
  groupMoneyKey,
  rotationsKey,
  transactionsKey,
} from '../../../lib/query-keys';

/** Merry-go-rounds shown on one page of the list. */
export const ROTATIONS_PER_PAGE = 10;

/** `GET /rotations?page&per_page` (every member): newest first, each with its open round. */
const rotations = serverList({
  key: rotationsKey,
  path: pathOf(operations.rotations),
  check: answerOf(operations.rotations),
  perPage: ROTATIONS_PER_PAGE,
  filters: [],
});

export const useRotations = (page: number) => rotations.usePage(page, {});

/** The key of one rotation's schedule. */
export const rotationKey = (rotationId: number) => [...rotationsKey, 'one', rotationId] as const;

/** `GET /rotations/{rotationId}` (every member): the rounds, the members and what they owe, the swaps. */
export const useRotation = (rotationId: number) =>
  useQuery({
    queryKey: rotationKey(rotationId),
    queryFn: () => call(operations.rotation, { params: { rotationId } }),
  });

/** The schedule an answer carries, without the server's words. */
const viewOf = ({ message: _, ...view }: RotationView & { message: string }): RotationView => view;

/**
 * A change answered with the rotation: its schedule is the answer, and the list learns of it. A 202
 * (sent for approval) or a refusal (the screen was out of date) refreshes the schedule too.
 */
const answered =
  (also: readonly (readonly string[])[] = []) =>
  (queryClient: QueryClient, answer: object | undefined) => {
    const view =
      answer && 'rotation_id' in answer ? viewOf(answer as RotationView & { message: string }) : null;
    if (view) queryClient.setQueryData(rotationKey(view.rotation_id), view);
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: rotationsKey,
        predicate: (query) => !view || query.queryKey[1] !== 'one',
      }),
      ...[auditKey, ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  };

/** `POST /rotations` (officials): the rotation, its rounds in the order given or drawn. */
export const useCreateRotation = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createRotation>) => call(operations.createRotation, { body }),
    answered(),
  );

/**
 * `POST /rotations/{rotationId}/release` (officials): the open round's pot paid out now, or (202) sent
 * for approval (docs/decisions/rotations.md, "The pot"). A refusal means the screen was out of date.
 */
export const useReleasePot = () =>
  useMutationOf(
    (rotationId: number) => call(operations.releaseRotationPot, { params: { rotationId } }),
    answered([booksKey, bankingKey, approvalsKey, finesKey, groupMoneyKey]),
    'settled',
  );

/** `POST /rotations/{rotationId}/swaps {user_id, with_user_id}`: the asker agrees by asking. */
export const useAskSwap = () =>
  useMutationOf(
    ({ rotationId, body }: { rotationId: number; body: BodyInput<typeof operations.askRotationSwap> }) =>
      call(operations.askRotationSwap, { params: { rotationId }, body }),
    answered(),
  );

/** `POST /rotations/{rotationId}/swaps/{swapId}/consent`: one of the two members agrees. */
export const useConsentSwap = () =>
  useMutationOf(
    ({ rotationId, swapId }: { rotationId: number; swapId: number }) =>
      call(operations.consentRotationSwap, { params: { rotationId, swapId } }),
    answered(),
    'settled',
  );

/**
 * `POST /create-transaction` with one ROTATION item (docs/decisions/rotations.md, "Paying in"): the
 * member's payment, pending until an official approves it like any other transaction.
 */
export const usePayIntoRotation = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.createTransaction>) => call(operations.createTransaction, { body }),
    [rotationsKey, transactionsKey, approvalsKey],
  );
