import { c2bTokenAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { settingsKey } from '../../../lib/query-keys';

/** `POST /payments/c2b/token` (admin): a new callback token, shown this once. */
export const rotateC2bToken = () => requestParsed(c2bTokenAnswer, '/payments/c2b/token', 'POST');

export const useRotateC2bToken = () => useMutationOf(rotateC2bToken, [settingsKey]);
