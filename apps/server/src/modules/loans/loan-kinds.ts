import type { loans } from '../../db/schema.js';

export type LoanKind = (typeof loans.$inferSelect)['kind'];

/** How messages name a kind of loan: `has no uncleared long-term loan` (decisions §6). */
export const kindLabels: Record<LoanKind, string> = { long_term: 'long-term', short_term: 'short-term' };
