import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../db/client.js';
import { journalEntries, journalLines, loanInstallments, loanPayments, loans } from '../db/schema.js';
import { findBalanceDifferences } from '../modules/books/balance-check.js';
import type { SignedIn, TestContext } from './app.js';
import { as } from './http.js';

/** Rows of every table issuing or repaying a loan writes: a refused request leaves them all as they were. */
export async function loanTableCounts(db: DbOrTx) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    loans,
    loanInstallments,
    loanPayments,
    journalEntries,
    journalLines,
  })) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** Every ledger account's balance agrees with the sub-ledgers. */
export async function expectBalanced(db: DbOrTx) {
  expect(await findBalanceDifferences(db)).toEqual([]);
}

/** A request issuing one loan: its path and body. */
export interface LoanRequest {
  path: '/addloan' | '/addshorttermloan';
  body: Record<string, unknown>;
}

/**
 * Issues `first`, then checks that `second` (of the same kind) is refused with 409 and `message`,
 * leaving the loan tables as they were, and that `other` (of the other kind) is still issued.
 */
export async function expectSecondUnclearedRefused(
  ctx: TestContext,
  admin: SignedIn,
  loan: { first: LoanRequest; second: LoanRequest; message: string; other: LoanRequest },
) {
  const issue = ({ path, body }: LoanRequest) => as(ctx, admin).post(path, body);
  expect((await issue(loan.first)).statusCode).toBe(201);
  const before = await loanTableCounts(ctx.database.db);
  const second = await issue(loan.second);
  expect(second.statusCode).toBe(409);
  expect(second.json()).toMatchObject({ message: loan.message, code: 'UNCLEARED_LOAN_EXISTS' });
  expect(await loanTableCounts(ctx.database.db)).toEqual(before);
  expect((await issue(loan.other)).statusCode).toBe(201);
  await expectBalanced(ctx.database.db);
}
