import { type BodyInput, operations } from '@links/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** `POST /share-outs/preview` (admin): each member's share of the period's surplus; nothing is written. */
export const previewShareOut = (terms: BodyInput<typeof operations.previewShareOut>) =>
  call(operations.previewShareOut, { body: terms });

export const usePreviewShareOut = () => useMutation({ mutationFn: previewShareOut });
