import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/* docs/decisions/journal-balances.md, "Balances are kept from the journal": no application code writes one. */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A write of a kept balance table: in Drizzle (`.insert`/`.update`/`.delete` of one) or in SQL. */
const WRITES = [
  /\.(insert|update|delete)\(\s*(accountBalances|savingsBalances|loanBalances)\s*\)/,
  /\b(insert\s+into|update|delete\s+from)\s+"?(account_balances|savings_balances|loan_balances)\b/i,
];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.(pg-)?test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('the kept balances', () => {
  it('are written by no application code, only by the database from the journal', () => {
    const writers = sourceFiles(src).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return WRITES.some((pattern) => pattern.test(text));
    });
    expect(writers.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('would be found written, in Drizzle or in SQL', () => {
    const samples = [
      '.update(savingsBalances).set({ balanceCents: sql`balance_cents + 100` })',
      '.update( loanBalances ).set({ principalOutstandingCents: position.principal })',
      '.insert(accountBalances).values({ accountId, balanceCents: opening })',
      '.delete(loanBalances).where(eq(loanBalances.loanId, id))',
      'sql`update account_balances set balance_cents = balance_cents - 100 where account_id = 1`',
      'sql`insert into savings_balances (savings_account_id) values (1)`',
      'sql`delete from "loan_balances"`',
    ];
    for (const sample of samples) expect(WRITES.some((pattern) => pattern.test(sample))).toBe(true);
    const reads = [
      '.select({ balanceCents: savingsBalances.balanceCents }).from(savingsBalances)',
      '.innerJoin(loanBalances, balanceOfLoan)',
      'sql`select balance_cents from account_balances where account_id = 1 for update`',
      '.update(loans).set({ status: position.status })',
    ];
    for (const sample of reads) expect(WRITES.some((pattern) => pattern.test(sample))).toBe(false);
  });
});
