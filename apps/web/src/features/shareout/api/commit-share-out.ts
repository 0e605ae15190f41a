import { orApprovalPending, type ShareOutCommitRequest, shareOutCommitAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, booksKey, shareOutsKey } from '../../../lib/query-keys';

/** `POST /share-outs` (admin): 201 with the committed share-out; the period is closed. */
export const commitShareOut = (terms: ShareOutCommitRequest) =>
  requestParsed(orApprovalPending(shareOutCommitAnswer), '/share-outs', 'POST', terms);

/** Commits a share-out; the share-out lists and every books screen refresh. */
export const useCommitShareOut = () => useMutationOf(commitShareOut, [shareOutsKey, booksKey, approvalsKey]);
