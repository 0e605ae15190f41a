import { type Cents, kesAmount } from '@links/domain';
import { z } from 'zod';

/**
 * An amount the client may leave out: absent, null or '' (a skipped form step) is `undefined`,
 * anything else is read by `kesAmount`, so a bad value is still a 422 naming the field.
 */
export function optionalKesAmount(field: string, options: Parameters<typeof kesAmount>[1] = {}) {
  const amount = kesAmount(field, options);
  return z
    .unknown()
    .optional()
    .transform((value, ctx): Cents | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = amount.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
