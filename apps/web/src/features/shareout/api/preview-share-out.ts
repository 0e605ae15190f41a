import { type ShareOutPreviewRequest, shareOutPreviewAnswer } from '@links/domain';
import { useMutation } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

/** `POST /share-outs/preview` (admin): each member's share of the period's surplus; nothing is written. */
export const previewShareOut = (terms: ShareOutPreviewRequest) =>
  requestParsed(shareOutPreviewAnswer, '/share-outs/preview', 'POST', terms);

export const usePreviewShareOut = () => useMutation({ mutationFn: previewShareOut });
