import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanInstallments, loans } from '../../db/schema.js';

/** An installment a reminder may be about: still (partly) unpaid on an uncleared loan. */
export interface UnpaidInstallment {
  loanId: number;
  userId: number;
  kind: 'long_term' | 'short_term';
  number: number;
  dueOn: string;
  unpaidCents: number;
}

/**
 * The unpaid installments of uncleared loans that fall due from `from` to `to`, both included, oldest
 * first (docs/decisions/notifications.md, "Reminders").
 */
export async function unpaidInstallmentsDue(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<UnpaidInstallment[]> {
  const unpaid = sql<string>`(${loanInstallments.interestCents} - ${loanInstallments.interestPaidCents}
    - ${loanInstallments.interestWaivedCents} + ${loanInstallments.principalCents} - ${loanInstallments.principalPaidCents})`;
  const rows = await db
    .select({
      loanId: loans.id,
      userId: loans.userId,
      kind: loans.kind,
      number: loanInstallments.number,
      dueOn: loanInstallments.dueOn,
      unpaid: sql<string>`${unpaid}::text`,
    })
    .from(loanInstallments)
    .innerJoin(loans, eq(loans.id, loanInstallments.loanId))
    .where(
      and(
        eq(loans.status, 'Uncleared'),
        gte(loanInstallments.dueOn, from),
        lte(loanInstallments.dueOn, to),
        sql`${unpaid} > 0`,
      ),
    )
    .orderBy(asc(loanInstallments.dueOn), asc(loanInstallments.id));
  return rows.map(({ unpaid: text, ...row }) => ({ ...row, unpaidCents: Number(text) }));
}
