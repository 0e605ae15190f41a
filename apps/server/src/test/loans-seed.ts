import { type Cents, flatSchedule, loanIssued, reducingBalanceSchedule } from '@links/domain';
import type { Db } from '../db/client.js';
import { loans, transactionItems, transactions } from '../db/schema.js';
import { systemAccountId } from '../modules/books/chart.js';
import { postEntry } from '../modules/books/journal.service.js';
import { insertInstallments } from '../modules/loans/loans.service.js';

export interface SeededLoan {
  userId: number;
  kind: 'long_term' | 'short_term';
  principalCents: number;
  issuedOn?: string;
  status?: 'Uncleared' | 'Cleared';
}

/**
 * Writes a loan the way issuing one does (row, schedule and its journal entry, paid from Cash on hand, so the balance check
 * stays clean), for tests of modules that read loans without issuing them: 12% a year over 24
 * months for a long-term loan, 18% flat over 3 months for a short-term one
 * (docs/decisions/loans.md, "Short-term loans").
 */
export async function seedLoan(db: Db, loan: SeededLoan) {
  const issuedOn = loan.issuedOn ?? '2026-01-15';
  const principal = loan.principalCents as Cents;
  const longTerm = loan.kind === 'long_term';
  const rateBp = longTerm ? 1200 : 1800;
  const months = longTerm ? 24 : 3;
  const schedule = longTerm
    ? reducingBalanceSchedule({ principal, yearlyRateBp: rateBp, months, issuedOn })
    : flatSchedule({ principal, rateBp, months, issuedOn });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loans)
      .values({
        userId: loan.userId,
        kind: loan.kind,
        loanAmountCents: principal,
        principalCents: principal,
        rateBp,
        months,
        issuedOn,
        dueOn: schedule.dueDate,
        installmentCents: schedule.installment,
        totalInterestCents: schedule.totalInterest,
        status: loan.status ?? 'Uncleared',
      })
      .returning();
    const seeded = row!;
    await insertInstallments(tx, seeded.id, schedule);
    const accounts = { loans: await systemAccountId(tx, 'loans'), source: await systemAccountId(tx, 'cash') };
    await postEntry(tx, {
      kind: 'loan',
      ref: seeded.id,
      date: issuedOn,
      memo: `Loan #${seeded.id} issued`,
      lines: loanIssued(accounts, { userId: loan.userId, loanId: seeded.id }, principal),
    });
    return seeded;
  });
}

/** A stored payment item towards a loan, as a member's payment would be stored. */
export interface SeededPaymentItem {
  transactionItemId: number;
  transactionId: number;
  date: string;
}

/**
 * A transaction dated `date` with one item of `type` (not yet approved); the transactions API is
 * another module's, so the rows are written directly.
 */
export async function seedItem(
  db: Db,
  item: { userId: number; type: 'SAVING' | 'LTL' | 'STL'; amountCents: number; date: string },
): Promise<SeededPaymentItem> {
  const { userId, type, amountCents } = item;
  const [transaction] = await db
    .insert(transactions)
    .values({ userId, totalCents: amountCents, transactionDate: item.date })
    .returning();
  const [row] = await db
    .insert(transactionItems)
    .values({ transactionId: transaction!.id, type, amountCents })
    .returning();
  return { transactionItemId: row!.id, transactionId: transaction!.id, date: transaction!.transactionDate };
}

/** A transaction with one loan repayment item, dated 1 Mar 2026. */
export function seedPaymentItem(
  db: Db,
  userId: number,
  kind: SeededLoan['kind'],
  amountCents: number,
): Promise<SeededPaymentItem> {
  const type = kind === 'long_term' ? 'LTL' : 'STL';
  return seedItem(db, { userId, type, amountCents, date: '2026-03-01' });
}
