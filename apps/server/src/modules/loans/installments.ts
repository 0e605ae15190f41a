import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loans } from '../../db/schema.js';

export interface MonthlyLoanPayments {
  longTermCents: number;
  shortTermCents: number;
}

/**
 * The monthly installment each member owes on their uncleared loans, by kind
 * (docs/decisions/members.md, "Monthly figures": a loan's `monthly_payment` is the installment of the
 * member's uncleared loan of that type, else 0). Every requested member is in the answer, with zeros when
 * they owe nothing.
 */
export async function monthlyLoanPayments(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, MonthlyLoanPayments>> {
  const payments = new Map<number, MonthlyLoanPayments>();
  for (const userId of userIds) payments.set(userId, { longTermCents: 0, shortTermCents: 0 });
  if (userIds.length === 0) return payments;

  const rows = await db
    .select({ userId: loans.userId, kind: loans.kind, installmentCents: loans.installmentCents })
    .from(loans)
    .where(and(inArray(loans.userId, userIds), eq(loans.status, 'Uncleared')));
  for (const row of rows) {
    const owed = payments.get(row.userId);
    if (!owed) continue;
    // docs/decisions/loans.md, "One loan of each kind" allows one uncleared loan per kind; adding keeps the
    // figure honest regardless.
    if (row.kind === 'long_term') owed.longTermCents += row.installmentCents;
    else owed.shortTermCents += row.installmentCents;
  }
  return payments;
}
