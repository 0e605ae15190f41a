import { z } from 'zod';
import { fractionToBasisPoints, rateProblemMessages } from './rounding.js';

/**
 * A rate on the wire: a fraction (0.18 for 18%, spec §3), read exactly into basis points, named in
 * the message (`interest_rate must not exceed 1 (100%)`). A loan's rate must be more than 0 (a group
 * lends at interest, and 0 is likelier a slip); `allowZero` lets a rate of nothing through (no tax
 * withheld). With `whenLeftOut`, an absent or null rate is that many basis points.
 */
export function rateFraction(field: string, options: { allowZero?: boolean; whenLeftOut?: number } = {}) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      if ((value === undefined || value === null) && options.whenLeftOut !== undefined)
        return options.whenLeftOut;
      if (value === undefined || value === null || value === '') {
        ctx.addIssue({ code: 'custom', message: `${field} is required` });
        return z.NEVER;
      }
      if (typeof value !== 'number') {
        ctx.addIssue({ code: 'custom', message: `${field} ${rateProblemMessages.not_a_number}` });
        return z.NEVER;
      }
      const parsed = fractionToBasisPoints(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: `${field} ${rateProblemMessages[parsed.problem]}` });
        return z.NEVER;
      }
      if (parsed.basisPoints === 0 && !options.allowZero) {
        ctx.addIssue({ code: 'custom', message: `${field} must be more than 0` });
        return z.NEVER;
      }
      return parsed.basisPoints;
    });
}
