import type { loans } from '../../db/schema.js';

export type LoanKind = (typeof loans.$inferSelect)['kind'];

/**
 * How messages name a kind of loan: `has no uncleared long-term loan`
 * (docs/decisions/loans.md, "Short-term loans").
 */
export const kindLabels: Record<LoanKind, string> = { long_term: 'long-term', short_term: 'short-term' };
