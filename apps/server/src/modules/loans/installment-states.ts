import { cents, type InstallmentState } from '@links/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { loanInstallments } from '../../db/schema.js';

export type InstallmentRow = typeof loanInstallments.$inferSelect;

export const toInstallmentState = (row: InstallmentRow): InstallmentState => ({
  number: row.number,
  dueDate: row.dueOn,
  interest: cents(row.interestCents),
  principal: cents(row.principalCents),
  interestPaid: cents(row.interestPaidCents),
  principalPaid: cents(row.principalPaidCents),
  interestWaived: cents(row.interestWaivedCents),
});

/** A loan's installments in order, with what was paid and waived of each. */
export async function installmentRows(db: DbOrTx, loanId: number): Promise<InstallmentRow[]> {
  return db
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, loanId))
    .orderBy(asc(loanInstallments.number));
}

/** Adds what one payment paid (and, when settling early, waived) to each installment it touched. */
export async function recordInstallmentChanges(
  tx: Tx,
  rows: readonly InstallmentRow[],
  after: readonly InstallmentState[],
): Promise<void> {
  const byNumber = new Map(after.map((state) => [state.number, state]));
  for (const row of rows) {
    const state = byNumber.get(row.number);
    if (!state) continue;
    const interest = state.interestPaid - row.interestPaidCents;
    const principal = state.principalPaid - row.principalPaidCents;
    const waived = (state.interestWaived ?? 0) - row.interestWaivedCents;
    if (interest === 0 && principal === 0 && waived === 0) continue;
    await tx
      .update(loanInstallments)
      .set({
        interestPaidCents: sql`${loanInstallments.interestPaidCents} + ${interest}`,
        principalPaidCents: sql`${loanInstallments.principalPaidCents} + ${principal}`,
        interestWaivedCents: sql`${loanInstallments.interestWaivedCents} + ${waived}`,
      })
      .where(eq(loanInstallments.id, row.id));
  }
}
