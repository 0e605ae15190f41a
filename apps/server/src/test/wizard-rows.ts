import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { loanInstallments, loans } from '../db/schema.js';
import { PASSWORD } from './app.js';
import { countRows } from './money-rows.js';

/**
 * The rows the create-user wizard can write (users, member accounts, savings accounts, loans,
 * installments, ledger entries, and the money tables it must not touch): a refused or failed
 * wizard leaves every count as it was.
 */
export async function countWizardRows(db: DbOrTx) {
  const [loanRows] = await db.select({ n: count() }).from(loans);
  const [installmentRows] = await db.select({ n: count() }).from(loanInstallments);
  return { ...(await countRows(db)), loans: loanRows?.n ?? 0, loanInstallments: installmentRows?.n ?? 0 };
}

/**
 * The counts after the wizard brought in one member with savings and both loans (24 and 3
 * installments): the opening saving and each loan are one entry of two lines each.
 */
export function withMemberAndBothLoans(before: Awaited<ReturnType<typeof countWizardRows>>) {
  return {
    ...before,
    users: before.users + 1,
    memberAccounts: before.memberAccounts + 1,
    savingsAccounts: before.savingsAccounts + 1,
    loans: before.loans + 2,
    loanInstallments: before.loanInstallments + 24 + 3,
    journalEntries: before.journalEntries + 1 + 1 + 1,
    journalLines: before.journalLines + 2 + 2 + 2,
  };
}

/**
 * Wizard payloads for new members named `firstname lastname`, each with an email of its own
 * (`<firstname>1@example.com`, `<firstname>2@example.com`, …), with `overrides` on top.
 */
export function newMembers(firstname: string, lastname: string) {
  let emails = 0;
  return (overrides: Record<string, unknown> = {}) => ({
    firstname,
    lastname,
    email: `${firstname.toLowerCase()}${++emails}@example.com`,
    password: PASSWORD,
    ...overrides,
  });
}

/** The wizard's fields of a long-term loan brought in, and of a short-term one. */
export const longTermLoan = { ltl_principal: 100000, ltl_loan_amount: 150000, ltl_date_issued: '2025-12-31' };
export const shortTermLoan = { stl_principal: 30000, stl_date_issued: '2026-10-31' };
