import { z } from 'zod';
import { fractionToBasisPoints, rateProblemMessages } from '../../engine/loans/rounding.js';
import { refuse, requiredNumber } from '../money-schema.js';

/**
 * A rate on the wire: a fraction (0.18 for 18%, docs/spec/entities.md, "Long-term loan"), read exactly into
 * basis points, named in the message (`interest_rate must not exceed 1 (100%)`). A loan's rate must be more
 * than 0 (a group lends at interest, and 0 is likelier a slip); `allowZero` lets a rate of nothing through
 * (no tax withheld). With `whenLeftOut`, an absent or null rate is that many basis points.
 */
export function rateFraction(field: string, options: { allowZero?: boolean; whenLeftOut?: number } = {}) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      if ((value === undefined || value === null) && options.whenLeftOut !== undefined)
        return options.whenLeftOut;
      const rate = requiredNumber(value, ctx, field, rateProblemMessages.not_a_number);
      if (rate === undefined) return z.NEVER;
      const parsed = fractionToBasisPoints(rate);
      if (!parsed.ok) return refuse(ctx, `${field} ${rateProblemMessages[parsed.problem]}`);
      if (parsed.basisPoints === 0 && !options.allowZero) return refuse(ctx, `${field} must be more than 0`);
      return parsed.basisPoints;
    });
}
