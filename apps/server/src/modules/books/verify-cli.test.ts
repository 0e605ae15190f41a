import { systemClock } from '@links/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { type CliDatabase, createCliDatabase } from '../../test/cli-database.js';
import { bankIdOf } from '../../test/journal-rows.js';
import { runCli } from '../../test/run-cli.js';
import { scriptContext } from '../audit/audit.service.js';
import { createBankAccountBody, createExpenseBodyFor } from '../banking/banking.schemas.js';
import { createBankAccount, createExpense } from '../banking/banking.service.js';
import { insertUser } from '../directory/directory.service.js';
import { createUserAccount } from '../enrolment/create-user-account.js';
import { createUserAccountBodyFor } from '../enrolment/enrolment.schemas.js';
import { createGroup } from '../groups/index.js';
import { ensureSettings } from '../settings/settings.service.js';

const today = '2026-05-04';

/** Runs `verify.ts` as its own process, as `npm run verify` does, against the given database. */
const runVerify = (env: Record<string, string>) => runCli('verify.ts', [], env);

/** Some money moved through the services: a member with savings, a bank account and an expense. */
/** One group's people and money; `who` tells the people of another group apart. */
async function seed(db: Db, who = '') {
  await ensureSettings(db, 'CLI Group');
  const admin = await insertUser(db, {
    firstname: 'Ada',
    lastname: 'Admin',
    email: `ada${who}@example.com`,
    password: 'Chama-Pesa-7x!',
    role: 'admin',
  });
  const member = createUserAccountBodyFor(() => today).parse({
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    email: `wanjiru${who}@example.com`,
    password: 'Chama-Pesa-7x!',
    initial_savings: 500,
  });
  await createUserAccount(db, member, scriptContext(systemClock, admin.id), { joinedOn: today });
  const bank = await createBankAccount(
    db,
    createBankAccountBody.parse({ name: 'Equity', amount: 1500 }),
    scriptContext(systemClock, admin.id),
    today,
  );
  const expense = createExpenseBodyFor(() => today).parse({
    account_id: bank.account_id,
    amount: 200,
    comment_type: 'Meeting',
    date: today,
  });
  await createExpense(db, expense, scriptContext(systemClock, admin.id));
  return bankIdOf(db, bank.account_id);
}

let target: CliDatabase;
let bankId: number;
beforeAll(async () => {
  target = await createCliDatabase();
  const database = await target.open();
  try {
    bankId = await seed(database.db);
  } finally {
    await database.close();
  }
});
afterAll(() => target.dispose());

describe('npm run verify', () => {
  it('exits 0 when the books balance and every stored balance matches them', async () => {
    const result = await runVerify(target.env);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      'Balance check: the books balance and every stored balance matches them.',
    );
    expect(result.code).toBe(0);
  }, 60_000);

  it('exits 1 naming the account whose stored balance was changed behind the books', async () => {
    const database = await target.open();
    try {
      await database.db.execute(
        sql`update account_balances set balance_cents = balance_cents + 1 where bank_account_id = ${bankId}`,
      );
    } finally {
      await database.close();
    }
    const result = await runVerify(target.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Balance check: 1 difference(s)');
    expect(result.stderr).toContain(
      `bank account #${bankId}: stored KES 1,300.01, in the books KES 1,300.00`,
    );
  }, 60_000);

  it('exits 1 naming the entry and the trial balance when a line was changed', async () => {
    const database = await target.open();
    let entryId: number;
    try {
      const db = database.db;
      const [entry] = await queryRows<{ id: string }>(
        db,
        sql`select id::text from journal_entries where key like 'expense:%'`,
      );
      entryId = Number(entry!.id);
      // Only as the schema's owner with the journal's triggers off: it is append-only.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local role none`);
        await tx.execute(sql`alter table journal_lines disable trigger user`);
        await tx.execute(
          sql`update journal_lines set debit_cents = debit_cents + 1 where entry_id = ${entryId} and debit_cents > 0`,
        );
        await tx.execute(sql`alter table journal_lines enable trigger user`);
      });
    } finally {
      await database.close();
    }
    const result = await runVerify(target.env);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      'Balance check: 5 difference(s)',
      // The expense account's kept balance no longer matches its changed line either.
      expect.stringMatching(/^ {2}books account #\d+: stored KES 200\.00, in the books KES 200\.01$/),
      `  bank account #${bankId}: stored KES 1,300.01, in the books KES 1,300.00`,
      `  journal entry #${entryId} does not balance: debits KES 200.01, credits KES 200.00`,
      '  the trial balance does not balance: debits KES 2,200.01, credits KES 2,200.00',
      // The expense account's kept total of the day no longer matches its changed line.
      expect.stringMatching(
        /^ {2}ledger account #\d+ on \d{4}-\d{2}-\d{2} is kept as 20000\/0 cents but its journal lines add up to 20001\/0$/,
      ),
    ]);
  }, 60_000);

  it('checks every group of the deployment, each difference named with its group', async () => {
    const database = await target.open();
    let theirBank: number;
    try {
      const other = await createGroup(database.db, 'Tumaini');
      theirBank = await runInGroup(other, () => seed(database.db, '.tumaini'));
      await runInGroup(other, () =>
        database.db.execute(
          sql`update account_balances set balance_cents = balance_cents - 5 where bank_account_id = ${theirBank}`,
        ),
      );
    } finally {
      await database.close();
    }
    const result = await runVerify(target.env);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Balance check: 6 difference(s)');
    expect(lines).toContain(
      `  CLI Group (group #1): bank account #${bankId}: stored KES 1,300.01, in the books KES 1,300.00`,
    );
    expect(lines).toContain(
      `  Tumaini (group #2): bank account #${theirBank}: stored KES 1,299.95, in the books KES 1,300.00`,
    );
  }, 60_000);
});
