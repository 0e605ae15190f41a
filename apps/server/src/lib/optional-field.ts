import { z } from 'zod';

/**
 * A field the client may leave out: absent, null or '' (a skipped form step) is `undefined`;
 * anything else is read by `schema`, so a bad value is still a 422 naming the field.
 */
export function leftOutOr<Output>(schema: z.ZodType<Output>) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): Output | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
