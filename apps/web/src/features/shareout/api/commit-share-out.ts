import { type ShareOutCommitRequest, shareOutCommitAnswer } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { booksKey } from '../../books';
import { shareOutsKey } from './keys';

/** `POST /share-outs` (admin): 201 with the committed share-out; the period is closed. */
export const commitShareOut = (terms: ShareOutCommitRequest) =>
  requestParsed(shareOutCommitAnswer, '/share-outs', 'POST', terms);

/** Commits a share-out; the share-out lists and every books screen refresh. */
export function useCommitShareOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitShareOut,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: shareOutsKey });
      await queryClient.invalidateQueries({ queryKey: booksKey });
    },
  });
}
