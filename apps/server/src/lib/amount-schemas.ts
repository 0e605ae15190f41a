import { kesAmount } from '@links/domain';
import { leftOutOr } from './optional-field.js';

/** An amount the client may leave out (absent, null or ''); anything else is read by `kesAmount`. */
export function optionalKesAmount(field: string, options: Parameters<typeof kesAmount>[1] = {}) {
  return leftOutOr(kesAmount(field, options));
}
