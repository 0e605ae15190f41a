import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import {
  accountBalances,
  bankAccounts,
  fines,
  loanBalances,
  loanInstallments,
  loans,
  savingsAccounts,
  savingsBalances,
} from '../db/schema.js';
import type { TestContext } from './app.js';
import { expectBalancesReconcile } from './money-fixtures.js';

/**
 * Everything a money event of a member can change, field by field (docs/decisions/reversals.md, "As if never
 * approved"): their savings, each of their loans' status, kept outstanding figures and installments, their
 * fines, every bank account's balance and every ledger account's balance (Cash on hand, income, …).
 */
export async function moneyState(ctx: TestContext, userId: number) {
  const db = ctx.database.db;
  const memberLoans = await db
    .select({
      id: loans.id,
      status: loans.status,
      principalOutstanding: loanBalances.principalOutstandingCents,
      interestOutstanding: loanBalances.interestOutstandingCents,
    })
    .from(loans)
    .innerJoin(loanBalances, eq(loanBalances.loanId, loans.id))
    .where(eq(loans.userId, userId))
    .orderBy(asc(loans.id));
  const installments = [];
  for (const loan of memberLoans) {
    installments.push(
      ...(await db
        .select({
          loanId: loanInstallments.loanId,
          number: loanInstallments.number,
          interestPaid: loanInstallments.interestPaidCents,
          principalPaid: loanInstallments.principalPaidCents,
          interestWaived: loanInstallments.interestWaivedCents,
        })
        .from(loanInstallments)
        .where(eq(loanInstallments.loanId, loan.id))
        .orderBy(asc(loanInstallments.number))),
    );
  }
  return {
    savings: (
      await db
        .select({ balance: savingsBalances.balanceCents })
        .from(savingsAccounts)
        .innerJoin(savingsBalances, eq(savingsBalances.savingsAccountId, savingsAccounts.id))
        .where(eq(savingsAccounts.userId, userId))
    ).map((row) => row.balance),
    loans: memberLoans,
    installments,
    fines: await db
      .select({ id: fines.id, paid: fines.paidCents, waived: fines.waivedCents })
      .from(fines)
      .where(eq(fines.userId, userId))
      .orderBy(asc(fines.id)),
    banks: await db
      .select({ id: bankAccounts.id, balance: accountBalances.balanceCents })
      .from(bankAccounts)
      .innerJoin(accountBalances, eq(accountBalances.bankAccountId, bankAccounts.id))
      .orderBy(asc(bankAccounts.id)),
    ledger: await queryRows<{ account_id: number; net: string }>(
      db,
      sql`select account_id, sum(debit_cents - credit_cents)::text as net from journal_lines
          group by account_id having sum(debit_cents - credit_cents) <> 0 order by account_id`,
    ),
  };
}

/** The books balance (debits equal credits), and every kept balance agrees with the journal. */
export async function expectBooksBalance(ctx: TestContext) {
  const [totals] = await queryRows<{ debits: string; credits: string }>(
    ctx.database.db,
    sql`select coalesce(sum(debit_cents), 0)::text as debits, coalesce(sum(credit_cents), 0)::text as credits
        from journal_lines`,
  );
  expect(totals?.debits).toBe(totals?.credits);
  await expectBalancesReconcile(ctx);
}
