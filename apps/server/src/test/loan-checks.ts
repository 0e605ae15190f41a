import { expect } from 'vitest';
import type { DbOrTx } from '../db/client.js';
import { journalEntries, journalLines, loanInstallments, loanPayments, loans } from '../db/schema.js';
import { findBalanceDifferences } from '../modules/books/balance-check.js';
import type { SignedIn, TestContext } from './app.js';
import { as } from './http.js';
import { rowsIn } from './table-counts.js';

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
    counts[name] = await rowsIn(db, table);
  }
  return counts;
}

/** Every ledger account's balance agrees with the sub-ledgers. */
export async function expectBalanced(db: DbOrTx) {
  expect(await findBalanceDifferences(db)).toEqual([]);
}

/** The path that issues a loan of each kind. */
const ISSUE_PATH = { 'long-term': '/addloan', 'short-term': '/addshorttermloan' } as const;

/**
 * Issues a `kind` loan with `first`, then checks that a second of that kind (`second`) is refused
 * with 409 and "This member already has an uncleared <kind> loan.", leaving the loan tables as they
 * were, and that a loan of the other kind (`other`) is still issued.
 */
export async function expectSecondUnclearedRefused(
  ctx: TestContext,
  admin: SignedIn,
  kind: keyof typeof ISSUE_PATH,
  bodies: { first: object; second: object; other: object },
) {
  const issue = (path: string, body: object) => as(ctx, admin).post(path, body);
  const otherPath = kind === 'long-term' ? ISSUE_PATH['short-term'] : ISSUE_PATH['long-term'];
  expect((await issue(ISSUE_PATH[kind], bodies.first)).statusCode).toBe(201);
  const before = await loanTableCounts(ctx.database.db);
  const second = await issue(ISSUE_PATH[kind], bodies.second);
  expect(second.statusCode).toBe(409);
  expect(second.json()).toMatchObject({
    message: `This member already has an uncleared ${kind} loan.`,
    code: 'UNCLEARED_LOAN_EXISTS',
  });
  expect(await loanTableCounts(ctx.database.db)).toEqual(before);
  expect((await issue(otherPath, bodies.other)).statusCode).toBe(201);
  await expectBalanced(ctx.database.db);
}

/** A member's application for a long-term loan of 35,000 for a roof, with one guarantor. */
export const roofApplication = (guarantorId: number) => ({
  kind: 'long_term',
  amount: 35_000,
  purpose: 'Roof',
  guarantors: [guarantorId],
});

/** The loan checks on the database of the file's app, which `ctx` hands over when a check runs. */
export const loanChecksOf = (ctx: () => TestContext) => ({
  expectBalanced: () => expectBalanced(ctx().database.db),
  loanTableCounts: () => loanTableCounts(ctx().database.db),
});
