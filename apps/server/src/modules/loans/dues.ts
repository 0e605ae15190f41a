import { cents, type InstallmentState } from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery } from '../../db/client.js';
import { loanInstallments, loans } from '../../db/schema.js';
import type { LoanKind } from './loan-kinds.js';

/** A member's uncleared loans' installments (docs/decisions/speed.md, "Statements built once"). */
const unclearedInstallments = preparedQuery<
  { userId: number },
  { kind: LoanKind; installment: typeof loanInstallments.$inferSelect }[]
>('uncleared_installments_of_member', (db) =>
  db
    .select({ kind: loans.kind, installment: loanInstallments })
    .from(loans)
    .innerJoin(loanInstallments, eq(loanInstallments.loanId, loans.id))
    .where(and(eq(loans.userId, sql.placeholder('userId')), eq(loans.status, 'Uncleared')))
    .orderBy(asc(loans.id), asc(loanInstallments.number)),
);

/**
 * The installments of a member's uncleared loans, by kind, with what has been paid towards each:
 * what a payment of theirs is proposed to pay first (docs/decisions/payments.md, "The proposed split").
 */
export async function unclearedLoanInstallments(
  db: DbOrTx,
  userId: number,
): Promise<Partial<Record<LoanKind, InstallmentState[]>>> {
  const rows = await unclearedInstallments(db, { userId });
  const byKind: Partial<Record<LoanKind, InstallmentState[]>> = {};
  for (const { kind, installment } of rows) {
    const list = byKind[kind] ?? [];
    byKind[kind] = list;
    list.push({
      number: installment.number,
      dueDate: installment.dueOn,
      interest: cents(installment.interestCents),
      principal: cents(installment.principalCents),
      interestPaid: cents(installment.interestPaidCents),
      principalPaid: cents(installment.principalPaidCents),
    });
  }
  return byKind;
}
