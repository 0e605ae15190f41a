import { c2bTokenAnswer } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { settingsKey } from './get-settings';

/** `POST /payments/c2b/token` (admin): a new callback token, shown this once. */
export const rotateC2bToken = () => requestParsed(c2bTokenAnswer, '/payments/c2b/token', 'POST');

export function useRotateC2bToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateC2bToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
