import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountType, balanceInNormalDirection, expenseCategoryKey } from './accounts.js';
import { entryProblem, type JournalLine, reversingLines } from './entry.js';
import {
  expensePaid,
  loanIssued,
  openingBankBalance,
  openingSavings,
  repaymentReceived,
  savingReceived,
  transfer,
} from './postings.js';
import {
  type AccountTotals,
  balanceSheet,
  incomeStatement,
  runningBalances,
  trialBalance,
} from './reports.js';

type Name = 'cash' | 'equity' | 'mpesa' | 'loans' | 'savings' | 'opening' | 'interest' | 'meeting';
const types: Record<Name, AccountType> = {
  cash: 'asset',
  equity: 'asset',
  mpesa: 'asset',
  loans: 'asset',
  savings: 'liability',
  opening: 'equity',
  interest: 'income',
  meeting: 'expense',
};
const money = fc.constantFrom<Name>('cash', 'equity', 'mpesa');
const amount = fc.integer({ min: 1, max: 100_000_000_00 });
const member = fc.record({ userId: fc.integer({ min: 1, max: 5 }) });

/** Any of the money events of docs/decisions/books.md, "Double entry", as the lines it posts. */
const event: fc.Arbitrary<JournalLine<Name>[]> = fc.oneof(
  fc
    .tuple(money, member, amount)
    .map(([m, who, a]) => savingReceived<Name>({ money: m, savings: 'savings' }, who, a)),
  fc
    .tuple(money, member, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
    .filter(([, , p, i]) => p + i > 0)
    .map(([m, who, principal, interest]) =>
      repaymentReceived<Name>(
        { money: m, loans: 'loans', interest: 'interest' },
        { ...who, loanId: who.userId },
        { principal, interest },
      ),
    ),
  fc
    .tuple(fc.constantFrom<Name>('cash', 'equity', 'opening'), member, amount)
    .map(([source, who, a]) =>
      loanIssued<Name>({ loans: 'loans', source }, { ...who, loanId: who.userId }, a),
    ),
  fc.tuple(money, amount).map(([bank, a]) => expensePaid<Name>({ expense: 'meeting', bank }, a)),
  fc.tuple(money, amount).map(([bank, a]) => openingBankBalance<Name>({ bank, opening: 'opening' }, a)),
  fc
    .tuple(member, amount)
    .map(([who, a]) => openingSavings<Name>({ opening: 'opening', savings: 'savings' }, who, a)),
  fc
    .tuple(money, money, amount)
    .filter(([from, to]) => from !== to)
    .map(([from, to, a]) => transfer<Name>({ from, to }, a)),
);

function totalsOf(entries: JournalLine<Name>[][]): AccountTotals[] {
  const names = Object.keys(types) as Name[];
  return names.map((name, index) => {
    const lines = entries.flat().filter((line) => line.account === name);
    return {
      id: index + 1,
      code: String(1000 + index),
      name,
      type: types[name],
      debit: lines.reduce((sum, line) => sum + line.debit, 0),
      credit: lines.reduce((sum, line) => sum + line.credit, 0),
    };
  });
}

describe('the books (docs/decisions/books.md, "Double entry")', () => {
  it('posts every event as an entry whose debits equal its credits', () => {
    fc.assert(
      fc.property(event, (lines) => {
        expect(entryProblem(lines)).toBeNull();
      }),
    );
  });

  it('keeps the trial balance and assets = liabilities + equity after any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (entries) => {
        const totals = totalsOf(entries);
        const trial = trialBalance(totals);
        expect(trial.totalDebit).toBe(trial.totalCredit);
        const sheet = balanceSheet(totals);
        expect(sheet.assetsTotal).toBe(sheet.liabilitiesTotal + sheet.equityTotal);
        expect(sheet.surplus).toBe(incomeStatement(totals).surplus);
      }),
    );
  });

  it('undoes any entry with its reversing entry', () => {
    fc.assert(
      fc.property(event, (lines) => {
        const reversed = reversingLines(lines);
        expect(entryProblem(reversed)).toBeNull();
        for (const account of totalsOf([lines, reversed])) expect(account.debit).toBe(account.credit);
      }),
    );
  });

  it('refuses entries that do not balance, have one line, or a line on both sides', () => {
    expect(entryProblem([{ account: 'a', debit: 100, credit: 0 }])).toBe('too_few_lines');
    expect(
      entryProblem([
        { account: 'a', debit: 100, credit: 0 },
        { account: 'b', debit: 0, credit: 99 },
      ]),
    ).toBe('unbalanced');
    expect(
      entryProblem([
        { account: 'a', debit: 100, credit: 100 },
        { account: 'b', debit: 0, credit: 0 },
      ]),
    ).toBe('line_not_one_sided');
    expect(
      entryProblem([
        { account: 'a', debit: 0.5, credit: 0 },
        { account: 'b', debit: 0, credit: 0.5 },
      ]),
    ).toBe('not_whole_cents');
  });

  it('leaves out the principal line of a repayment that is all interest', () => {
    const lines = repaymentReceived(
      { money: 'cash', loans: 'loans', interest: 'interest' },
      { userId: 1, loanId: 7 },
      { principal: 0, interest: 500 },
    );
    expect(lines).toEqual([
      { account: 'cash', debit: 500, credit: 0 },
      { account: 'interest', debit: 0, credit: 500, userId: 1, loanId: 7 },
    ]);
  });

  it('shows balances in each type of account’s normal direction', () => {
    expect(balanceInNormalDirection('asset', 1000, 300)).toBe(700);
    expect(balanceInNormalDirection('liability', 1000, 300)).toBe(-700);
    expect(balanceInNormalDirection('income', 0, 250)).toBe(250);
  });

  it('runs a cash book from its opening balance', () => {
    const rows = runningBalances(1000, [
      { debit: 500, credit: 0 },
      { debit: 0, credit: 200 },
    ]);
    expect(rows.map((row) => row.balance)).toEqual([1500, 1300]);
  });

  it('makes one expense account of categories that differ only in case and spaces', () => {
    expect(expenseCategoryKey('  Bank   Charges ')).toBe(expenseCategoryKey('bank charges'));
  });
});
