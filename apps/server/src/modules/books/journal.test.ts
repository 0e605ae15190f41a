import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { accountBalances, loanBalances, savingsAccounts } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode, bankIdOf, entryKeys, linesOfEntry } from '../../test/journal-rows.js';
import { issueLongTermLoan, openSavings, submit } from '../../test/money-fixtures.js';
import { usePeopleApp } from '../../test/scene.js';
import { type BalanceDifference, findBalanceDifferences } from './balance-check.js';
import { ALREADY_POSTED, BELOW_ZERO, postEntry } from './journal.service.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
let savingId: number;
let bankId: number;
let loanId: number;
usePeopleApp({ admin: 'admin', member: 'member' }, async (scene) => {
  ({ ctx, admin, member } = scene);
  // Some money through every kind of event: savings brought in and deposited, a bank account opened
  // and an expense paid from it, a loan issued and partly repaid.
  await openSavings(ctx, admin, member.id, 500);
  const deposit = await submit(ctx, admin, member.id, [
    { transaction_type: 'SAVING', transaction_amount: 200 },
  ]);
  const approved = await as(ctx, admin).patch(`/transactions/savings/${deposit}/status`, {
    status: 'Approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const bank = await as(ctx, admin).post('/create-bank-account', { name: 'Equity', amount: 1500 });
  expect(bank.statusCode, bank.body).toBe(201);
  bankId = await bankIdOf(ctx.database.db, bank.json().account_id);
  const expense = await as(ctx, admin).post('/create-expense', {
    account_id: bank.json().account_id,
    amount: 200,
    comment_type: 'Meeting',
  });
  expect(expense.statusCode, expense.body).toBe(201);
  loanId = (await issueLongTermLoan(ctx, admin, member.id, 10000, '2026-01-31')).loan_id;
  const repayment = await submit(ctx, admin, member.id, [
    { transaction_type: 'LTL', transaction_amount: 1000 },
  ]);
  const repaid = await as(ctx, admin).patch(`/transactions/loan-long/${repayment}/status`, {
    status: 'Approved',
  });
  expect(repaid.statusCode, repaid.body).toBe(200);
  const [saving] = await ctx.database.db.select().from(savingsAccounts);
  savingId = saving!.id;
});

class Rollback extends Error {}

/** Runs raw SQL in a transaction, returns what the balance check finds there, and rolls it all back. */
async function differencesAfter(...statements: (SQL | ((tx: Tx) => Promise<unknown>))[]) {
  let found: BalanceDifference[] = [];
  await expect(
    ctx.database.db.transaction(async (tx) => {
      for (const statement of statements) {
        if (typeof statement === 'function') await statement(tx);
        else await tx.execute(statement);
      }
      found = await findBalanceDifferences(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
  return found;
}

/**
 * The journal's triggers off, inside the transaction only (ALTER TABLE rolls back with it), as the
 * schema's owner: the server's own role may not (docs/decisions/groups.md, "Row-level security").
 */
const journalTriggersOff = [
  sql`set local role none`,
  sql`alter table journal_entries disable trigger user`,
  sql`alter table journal_lines disable trigger user`,
];

/** The message of a failed query, and of what caused it (drizzle wraps the driver's error). */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' / ');
  }
  throw new Error('expected the statement to be refused');
}

async function journalCounts(db: DbOrTx = ctx.database.db) {
  const [row] = await queryRows<{ entries: number; lines: number }>(
    db,
    sql`select (select count(*)::int from journal_entries) as entries,
               (select count(*)::int from journal_lines) as lines`,
  );
  return row!;
}

/** The id of the line of an entry on one account. */
async function lineId(key: string, code: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select l.id::text from journal_lines l
        join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where e.key = ${key} and a.code = ${code}`,
  );
  if (!row) throw new Error(`no ${code} line in ${key}`);
  return Number(row.id);
}

async function entryId(key: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id::text from journal_entries where key = ${key}`,
  );
  return Number(row!.id);
}

/** Debits and credits of the whole journal, assets, and liabilities plus equity plus the surplus. */
async function totals() {
  const [row] = await queryRows<{ debits: string; credits: string; assets: string; claims: string }>(
    ctx.database.db,
    sql`select sum(l.debit_cents)::text as debits, sum(l.credit_cents)::text as credits,
               sum(case when a.type = 'asset' then l.debit_cents - l.credit_cents else 0 end)::text as assets,
               sum(case when a.type = 'asset' then 0 else l.credit_cents - l.debit_cents end)::text as claims
        from journal_lines l join ledger_accounts a on a.id = l.account_id`,
  );
  return {
    debits: Number(row!.debits),
    credits: Number(row!.credits),
    assets: Number(row!.assets),
    claims: Number(row!.claims),
  };
}

describe('the balance check', () => {
  it('finds nothing when the books balance and every stored balance matches them', async () => {
    expect(await entryKeys(ctx.database.db)).toEqual([
      `saving-opening:${savingId}`,
      expect.stringMatching(/^item:\d+$/),
      `bank-opening:${bankId}`,
      expect.stringMatching(/^expense:\d+$/),
      // The saving that brought the loan's money into Cash on hand.
      expect.stringMatching(/^item:\d+$/),
      `loan:${loanId}`,
      expect.stringMatching(/^item:\d+$/),
    ]);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('finds a savings balance changed behind the books', async () => {
    expect(
      await differencesAfter(
        sql`update savings_balances set balance_cents = balance_cents + 1 where savings_account_id = ${savingId}`,
      ),
    ).toEqual([{ account: 'savings', accountId: savingId, storedCents: 700_01, computedCents: 700_00 }]);
  });

  it('finds a bank balance changed behind the books', async () => {
    expect(
      await differencesAfter(
        sql`update account_balances set balance_cents = balance_cents - 1 where bank_account_id = ${bankId}`,
      ),
    ).toEqual([{ account: 'bank', accountId: bankId, storedCents: 1299_99, computedCents: 1300_00 }]);
  });

  it('finds Cash on hand, or any other books account, changed behind the books', async () => {
    const cash = await accountIdByCode(ctx.database.db, '1000');
    const [kept] = await ctx.database.db
      .select()
      .from(accountBalances)
      .where(eq(accountBalances.accountId, cash));
    expect(
      await differencesAfter(
        sql`update account_balances set balance_cents = balance_cents + 1 where account_id = ${cash}`,
      ),
    ).toEqual([
      {
        account: 'account',
        accountId: cash,
        storedCents: kept!.balanceCents + 1,
        computedCents: kept!.balanceCents,
      },
    ]);
  });

  it("finds a loan's outstanding principal changed behind the books", async () => {
    const [loan] = await ctx.database.db.select().from(loanBalances);
    const owed = loan!.principalOutstandingCents;
    expect(
      await differencesAfter(
        sql`update loan_balances set principal_outstanding_cents = principal_outstanding_cents + 1 where loan_id = ${loanId}`,
      ),
    ).toEqual([{ account: 'loan_principal', accountId: loanId, storedCents: owed + 1, computedCents: owed }]);
  });

  it("finds a loan's expected interest changed behind its installments, and keeps it with them", async () => {
    const [loan] = await ctx.database.db.select().from(loanBalances);
    const interest = loan!.interestOutstandingCents;
    expect(interest).toBeGreaterThan(0);
    // Interest is income when paid (cash basis): what is still expected is counted from the
    // installments only, not from the books.
    expect(
      await differencesAfter(
        sql`update loan_balances set interest_outstanding_cents = interest_outstanding_cents + 1 where loan_id = ${loanId}`,
      ),
    ).toEqual([
      { account: 'loan_interest', accountId: loanId, storedCents: interest + 1, computedCents: interest },
    ]);
    // An installment written moves the loan's kept interest with it.
    expect(
      await differencesAfter(
        sql`update loan_installments set interest_paid_cents = interest_paid_cents + 1
            where loan_id = ${loanId} and number = 2`,
      ),
    ).toEqual([]);
  });

  it('finds an entry whose lines no longer balance, and the trial balance with it', async () => {
    const key = `bank-opening:${bankId}`;
    const before = await totals();
    expect(before.debits).toBe(before.credits);
    expect(before.assets).toBe(before.claims);
    const line = await lineId(key, '3000');
    const opening = await keptBalance('3000');
    expect(
      await differencesAfter(
        ...journalTriggersOff,
        sql`update journal_lines set credit_cents = credit_cents + 1 where id = ${line}`,
      ),
    ).toEqual([
      // Opening balances' kept balance no longer agrees with its lines either.
      {
        account: 'account',
        accountId: opening.id,
        storedCents: opening.cents,
        computedCents: opening.cents - 1,
      },
      {
        account: 'journal_entry',
        accountId: await entryId(key),
        storedCents: 1500_00,
        computedCents: 1500_01,
      },
      {
        account: 'trial_balance',
        accountId: 0,
        storedCents: before.debits,
        computedCents: before.credits + 1,
      },
    ]);
  });

  it('finds entries that do not balance even when their differences cancel out in the trial balance', async () => {
    const expenseKey = (await entryKeys(ctx.database.db, 'expense:'))[0]!;
    const openingKey = `saving-opening:${savingId}`;
    const opening = await keptBalance('3000');
    const expense = await keptBalance(await codeOfExpense());
    expect(
      await differencesAfter(
        ...journalTriggersOff,
        // One more cent debited to Opening balances in one entry, one more credited to it in another.
        sql`update journal_lines set debit_cents = debit_cents + 1 where id = ${await lineId(openingKey, '3000')}`,
        sql`update journal_lines set debit_cents = debit_cents - 1
            where id = ${await lineId(expenseKey, await codeOfExpense())}`,
      ),
    ).toEqual([
      ...[
        {
          account: 'account',
          accountId: opening.id,
          storedCents: opening.cents,
          computedCents: opening.cents + 1,
        },
        {
          account: 'account',
          accountId: expense.id,
          storedCents: expense.cents,
          computedCents: expense.cents - 1,
        },
      ].sort((a, b) => a.accountId - b.accountId),
      ...[
        {
          account: 'journal_entry',
          accountId: await entryId(openingKey),
          storedCents: 500_01,
          computedCents: 500_00,
        },
        {
          account: 'journal_entry',
          accountId: await entryId(expenseKey),
          storedCents: 199_99,
          computedCents: 200_00,
        },
      ].sort((a, b) => a.accountId - b.accountId),
    ]);
  });

  it('finds an entry with fewer than two lines', async () => {
    let inserted = 0;
    const found = await differencesAfter(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into journal_entries (key, kind, entry_date, memo)
            values ('test:empty', 'transfer', '2026-03-01', 'No lines') returning id::text`,
      );
      inserted = Number(row!.id);
    });
    expect(found).toEqual([
      { account: 'journal_entry', accountId: inserted, storedCents: 0, computedCents: -1 },
    ]);
  });
});

/** A books account's id and its kept balance (debits less credits). */
async function keptBalance(code: string): Promise<{ id: number; cents: number }> {
  const id = await accountIdByCode(ctx.database.db, code);
  const [row] = await ctx.database.db.select().from(accountBalances).where(eq(accountBalances.accountId, id));
  return { id, cents: row!.balanceCents };
}

async function codeOfExpense(): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    ctx.database.db,
    sql`select code from ledger_accounts where expense_category = 'meeting'`,
  );
  return row!.code;
}

describe('the journal', () => {
  it.each([
    ['update an entry', sql`update journal_entries set memo = 'changed'`, 'UPDATE'],
    ['delete an entry', sql`delete from journal_entries`, 'DELETE'],
    ['truncate the entries', sql`truncate journal_entries cascade`, 'TRUNCATE'],
    [
      'update a line',
      sql`update journal_lines set debit_cents = debit_cents * 2, credit_cents = credit_cents * 2`,
      'UPDATE',
    ],
    ['delete a line', sql`delete from journal_lines`, 'DELETE'],
    ['truncate the lines', sql`truncate journal_lines`, 'TRUNCATE'],
  ])('refuses to %s, to the server and to the schema’s owner alike', async (_, statement, operation) => {
    const before = await journalCounts();
    // docs/decisions/servers.md, "Database roles": the server's role may only add to the journal.
    expect(await failureOf(ctx.database.db.execute(statement))).toMatch(/permission denied|must be owner/);
    const asOwner = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role none`);
      await tx.execute(statement);
    });
    expect(await failureOf(asOwner)).toContain(`the journal is append-only: ${operation} is not allowed`);
    expect(await journalCounts()).toEqual(before);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('refuses, when its transaction commits, an entry inserted with raw SQL whose lines do not balance', async () => {
    const cash = await accountIdByCode(ctx.database.db, '1000');
    const income = await accountIdByCode(ctx.database.db, '4200');
    const before = await journalCounts();
    const insert = (key: string, debit: number, credit: number | null) => async (tx: Tx) => {
      const [entry] = await queryRows<{ id: string }>(
        tx,
        sql`insert into journal_entries (key, kind, entry_date, memo)
            values (${key}, 'transfer', '2026-03-01', 'Raw') returning id::text`,
      );
      await tx.execute(
        sql`insert into journal_lines (entry_id, account_id, entry_date, debit_cents, credit_cents)
            values (${entry!.id}, ${cash}, '2026-03-01', ${debit}, 0)`,
      );
      if (credit !== null) {
        await tx.execute(
          sql`insert into journal_lines (entry_id, account_id, entry_date, debit_cents, credit_cents)
              values (${entry!.id}, ${income}, '2026-03-01', 0, ${credit})`,
        );
      }
      // The check is deferred: inside the transaction the rows are there.
      expect((await journalCounts(tx)).entries).toBe(before.entries + 1);
    };

    expect(await failureOf(ctx.database.db.transaction(insert('test:unbalanced', 100_00, 99_99)))).toMatch(
      /journal entry \d+ does not balance: 2 line\(s\), debits 10000, credits 9999/,
    );
    expect(await failureOf(ctx.database.db.transaction(insert('test:one-line', 100_00, null)))).toMatch(
      /journal entry \d+ does not balance: 1 line\(s\), debits 10000, credits 0/,
    );
    expect(await journalCounts()).toEqual(before);
    expect(await entryKeys(ctx.database.db, 'test:')).toEqual([]);

    // A balanced one commits.
    await ctx.database.db.transaction(insert('test:balanced', 100_00, 100_00));
    expect(await linesOfEntry(ctx.database.db, 'test:balanced')).toEqual([
      { code: '1000', debit: 100_00, credit: 0, userId: null, loanId: null },
      { code: '4200', debit: 0, credit: 100_00, userId: null, loanId: null },
    ]);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('finds an account named by its key within the posting, and writes a line of each', async () => {
    const db = ctx.database.db;
    const income = await accountIdByCode(db, '4200');
    await db.transaction((tx) =>
      postEntry(tx, {
        kind: 'transfer',
        ref: 'test:by-key',
        date: '2026-03-03',
        memo: 'Other income into cash',
        lines: [
          { account: 'cash', debit: 12_34, credit: 0 },
          { account: income, debit: 0, credit: 12_34 },
        ],
        createdBy: admin.id,
      }),
    );
    expect(await linesOfEntry(db, 'transfer:test:by-key')).toEqual([
      { code: '1000', debit: 12_34, credit: 0, userId: null, loanId: null },
      { code: '4200', debit: 0, credit: 12_34, userId: null, loanId: null },
    ]);
    expect(await findBalanceDifferences(db)).toEqual([]);
  });

  // docs/decisions/speed.md, "Statements built once": a statement kept for each shape of up to
  // eight lines, one built for a longer entry; each writes every line as given.
  it.each([2, 8, 9, 12])('writes every line of an entry of %i lines, kept or built', async (n) => {
    const db = ctx.database.db;
    const income = await accountIdByCode(db, '4200');
    const lines = Array.from({ length: n - 1 }, (_, i) => ({
      account: i % 2 === 0 ? ('cash' as const) : income,
      debit: i % 2 === 0 ? 100 + i : 0,
      credit: i % 2 === 0 ? 0 : 100 + i,
    }));
    const net = lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
    lines.push(
      net > 0 ? { account: income, debit: 0, credit: net } : { account: 'cash', debit: -net, credit: 0 },
    );
    await db.transaction((tx) =>
      postEntry(tx, {
        kind: 'transfer',
        ref: `test:lines-${n}`,
        date: '2026-03-04',
        memo: `${n} lines`,
        lines,
      }),
    );
    const written = await linesOfEntry(db, `transfer:test:lines-${n}`);
    expect(written).toHaveLength(n);
    const byCode = (code: string) => written.filter((line) => line.code === code);
    const expected = (kind: 'cash' | 'income') =>
      lines
        .filter((line) => (kind === 'cash' ? line.account === 'cash' : line.account === income))
        .map((line) => [line.debit, line.credit]);
    expect(byCode('1000').map((line) => [line.debit, line.credit])).toEqual(expected('cash'));
    expect(byCode('4200').map((line) => [line.debit, line.credit])).toEqual(expected('income'));
    expect(await findBalanceDifferences(db)).toEqual([]);
  });

  it('refuses a second posting of an event with a 409, rolling back everything done with it', async () => {
    const db = ctx.database.db;
    const cash = await accountIdByCode(db, '1000');
    const income = await accountIdByCode(db, '4200');
    const bank = await accountIdByCode(db, '1101');
    const entry = (ref: string, account = cash) => ({
      kind: 'transfer' as const,
      ref,
      date: '2026-03-02',
      memo: 'Other income',
      lines: [
        { account, debit: 50_00, credit: 0 },
        { account: income, debit: 0, credit: 50_00 },
      ],
      createdBy: admin.id,
    });
    await db.transaction((tx) => postEntry(tx, entry('test:posted-once')));
    const before = { counts: await journalCounts(), banks: await db.select().from(accountBalances) };

    const again = db.transaction(async (tx) => {
      // Raises the bank's kept balance, which must roll back with the refused posting.
      await postEntry(tx, entry('test:posted-with-it', bank));
      await postEntry(tx, entry('test:posted-once'));
    });
    await expect(again).rejects.toMatchObject({
      statusCode: 409,
      code: 'ALREADY_POSTED',
      message: ALREADY_POSTED,
    });

    const twiceInOne = db.transaction(async (tx) => {
      await postEntry(tx, entry('test:twice'));
      await postEntry(tx, entry('test:twice'));
    });
    await expect(twiceInOne).rejects.toMatchObject({ statusCode: 409, code: 'ALREADY_POSTED' });

    expect(await journalCounts()).toEqual(before.counts);
    expect(await db.select().from(accountBalances)).toEqual(before.banks);
    expect(await entryKeys(db, 'transfer:test:posted')).toEqual(['transfer:test:posted-once']);
    expect(await entryKeys(db, 'transfer:test:twice')).toEqual([]);
    expect(await findBalanceDifferences(db)).toEqual([]);
  });

  it('keeps the balances from its lines, and refuses with a 422 a posting that would take one below zero', async () => {
    const db = ctx.database.db;
    const cash = await accountIdByCode(db, '1000');
    const bank = await accountIdByCode(db, '1101');
    const kept = () => db.select().from(accountBalances).where(eq(accountBalances.bankAccountId, bankId));
    const [before] = await kept();
    const banked = (ref: string, cents: number) =>
      db.transaction((tx) =>
        postEntry(tx, {
          kind: 'transfer',
          ref,
          date: '2026-03-02',
          memo: 'Cash withdrawn',
          lines: [
            { account: cash, debit: cents, credit: 0 },
            { account: bank, debit: 0, credit: cents },
          ],
        }),
      );
    await banked('test:withdrawn', 1_00);
    const [after] = await kept();
    expect(after!.balanceCents).toBe(before!.balanceCents - 1_00);
    await expect(banked('test:overdrawn', after!.balanceCents + 1)).rejects.toMatchObject({
      statusCode: 422,
      code: 'BELOW_ZERO',
      message: BELOW_ZERO,
    });
    expect(await kept()).toEqual([after]);
    expect(await entryKeys(db, 'transfer:test:overdrawn')).toEqual([]);
    expect(await findBalanceDifferences(db)).toEqual([]);
  });
});
