import { type BodyInput, operations, pathOf } from '@links/domain';
import { answerOf, call } from '../../../lib/call';
import { useMutationOf, useRead } from '../../../lib/queries';
import { auditKey, booksKey, contributionsKey } from '../../../lib/query-keys';

/**
 * `GET /contribution-kinds` (every signed-in member): the group's kinds, savings first, then by name,
 * each with what its books account holds (docs/decisions/contribution-kinds.md, "The kinds").
 */
export const useContributionKinds = () =>
  useRead(
    [...contributionsKey, 'kinds'],
    answerOf(operations.contributionKinds),
    pathOf(operations.contributionKinds),
    'contribution_kinds',
  );

export type NewContributionKind = BodyInput<typeof operations.createContributionKind>;
export type ContributionKindChange = BodyInput<typeof operations.updateContributionKind>;

/** A new kind opens a books account, and both are audited. */
const changed = [contributionsKey, booksKey, auditKey];

/** `POST /contribution-kinds` (officials): the kind and its books account. */
export const useCreateContributionKind = () =>
  useMutationOf((body: NewContributionKind) => call(operations.createContributionKind, { body }), changed);

/**
 * `PATCH /contribution-kinds/{kindId}` (officials): a new name (its books account renamed with it), what
 * each member is expected to bring, or closed to new money and opened again.
 */
export const useUpdateContributionKind = () =>
  useMutationOf(
    ({ kindId, body }: { kindId: number; body: ContributionKindChange }) =>
      call(operations.updateContributionKind, { params: { kindId }, body }),
    changed,
  );
