import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, booksKey, shareOutsKey } from '../../../lib/query-keys';

/** `POST /share-outs` (admin): 201 with the committed share-out; the period is closed. */
export const commitShareOut = (terms: BodyInput<typeof operations.commitShareOut>) =>
  call(operations.commitShareOut, { body: terms });

/** Commits a share-out; the share-out lists and every books screen refresh. */
export const useCommitShareOut = () => useMutationOf(commitShareOut, [shareOutsKey, booksKey, approvalsKey]);
