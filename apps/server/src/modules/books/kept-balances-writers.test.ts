import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/* docs/decisions/journal-balances.md, "Balances are kept from the journal": no application code writes one. */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A write of a kept balance: in Drizzle (`balanceCents: …` in a `.set`/`.values`) or in SQL. */
const WRITES = [
  /\b(balanceCents|principalOutstandingCents|interestOutstandingCents)\s*:\s*sql`/,
  /\.set\(\{[^}]*\b(balanceCents|principalOutstandingCents|interestOutstandingCents)\s*:/s,
  /\.insert\((savingsAccounts|bankAccounts|loans)\)\s*\.values\(\{[^}]*\b(balanceCents|principalOutstandingCents|interestOutstandingCents)\s*:/s,
  /update\s+(savings_accounts|bank_accounts|loans)\s[^`;]*\b(balance_cents|principal_outstanding_cents|interest_outstanding_cents)\s*=/i,
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
      '.update(savingsAccounts).set({ balanceCents: sql`balance_cents + 100` })',
      '.update(loans).set({ status, principalOutstandingCents: position.principal })',
      '.insert(bankAccounts).values({ name, balanceCents: opening })',
      'sql`update bank_accounts set balance_cents = balance_cents - 100 where id = 1`',
    ];
    for (const sample of samples) expect(WRITES.some((pattern) => pattern.test(sample))).toBe(true);
    expect(
      WRITES.some((pattern) => pattern.test('.select({ balanceCents: bankAccounts.balanceCents })')),
    ).toBe(false);
  });
});
