import { operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { settingsKey } from '../../../lib/query-keys';

/** `POST /payments/c2b/token` (admin): a new callback token, shown this once. */
export const rotateC2bToken = () => call(operations.rotateC2bToken);

export const useRotateC2bToken = () => useMutationOf(rotateC2bToken, [settingsKey]);
