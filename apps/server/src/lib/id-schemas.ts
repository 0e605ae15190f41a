import { z } from 'zod';
import { leftOutOr } from './optional-field.js';

/** Ids are PostgreSQL `integer`s; anything larger can only be a mistake. */
const MAX_ID = 2_147_483_647;

/**
 * A positive whole id in a body, named in the 422 (`user_id must be a positive whole number`).
 * A digit string is accepted too: a form's select hands its value over as text.
 */
export function idField(field: string) {
  return z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a positive whole number` });
      return z.NEVER;
    }
    return id;
  });
}

/** An id in a path, such as `/accounts/{userId}`: the rule lives in the domain. */
export { idParam } from '@links/domain';

/** An id the client may leave out (absent, null or ''); anything else is read by `idField`. */
export const optionalIdField = (field: string) => leftOutOr(idField(field));
