import { type Cents, kesAmount } from '@links/domain';
import { z } from 'zod';
import { leftOutOr } from './optional-field.js';

/** An amount the client may leave out (absent, null or ''); anything else is read by `kesAmount`. */
export function optionalKesAmount(field: string, options: Parameters<typeof kesAmount>[1] = {}) {
  return leftOutOr(kesAmount(field, options));
}

/**
 * An amount the client may leave out entirely. `null` is refused (422) rather than read as 0:
 * an explicit null is a client mistake, and money must never appear from one.
 */
export function absentOrKesAmount(field: string, options: Parameters<typeof kesAmount>[1] = {}) {
  const amount = kesAmount(field, options);
  return z
    .unknown()
    .optional()
    .transform((value, ctx): Cents | undefined => {
      if (value === undefined) return undefined;
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a number, or left out` });
        return z.NEVER;
      }
      const parsed = amount.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
