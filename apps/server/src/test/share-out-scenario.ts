import { type SettableClock, settableClock } from '@links/domain';
import { scriptContext } from '../modules/audit/audit.service.js';
import { createBankAccountBody, createExpenseBodyFor } from '../modules/banking/banking.schemas.js';
import { createBankAccount, createExpense } from '../modules/banking/banking.service.js';
import type { Callers } from './access.js';
import { type SignedIn, signUp, type TestContext } from './app.js';
import { as, ok } from './http.js';
import { body, openSavings } from './money-fixtures.js';
import { useApp } from './scene.js';

export interface ShareOutYear {
  /** Last year, the period shared out: `2025`. */
  year: number;
  from: string;
  to: string;
  admin: SignedIn;
  achieng: SignedIn;
  baraka: SignedIn;
  chebet: SignedIn;
  /** Has a savings account with nothing in it, and the loan whose interest is the year's income. */
  daudi: SignedIn;
  /** Books id of Equity Bank, and its `/create-bank-account` id. */
  equity: number;
  equityBankId: number;
}

/** A transaction dated `date`, approved into the group's default account (Cash on hand). */
export async function paid(
  ctx: TestContext,
  admin: SignedIn,
  userId: number,
  date: string,
  item: { transaction_type: 'SAVING' | 'LTL'; transaction_amount: number },
) {
  const api = as(ctx, admin);
  const created = await api.post('/create-transaction', body(userId, [item], { transaction_date: date }));
  // Refused at entry (a date in a closed period): that refusal is the answer.
  if (created.statusCode !== 201) return created;
  const kind = item.transaction_type === 'SAVING' ? 'savings' : 'loan-long';
  return api.patch(`/transactions/${kind}/${created.json().transaction_id}/status`, { status: 'Approved' });
}

/**
 * The worked example of docs/share-out.md, in last year's books:
 * - Achieng saves 12,000.00 on 10 January; Baraka 6,000.00 on 5 April and 6,000.00 on 20 October;
 *   Chebet 24,000.00 on 1 December; Daudi has a savings account and saves nothing.
 * - Equity Bank opens on 1 January with 1,001,000.00 and lends Daudi 1,000,000.00 on 1 February
 *   (12% a year over 24 months); his first installment on 1 March pays 10,000.00 of interest.
 * - A 999.99 Meeting expense is paid from Equity Bank on 30 June.
 * The year's surplus is 10,000.00 − 999.99 = 9,000.01.
 */
export async function buildShareOutYear(ctx: TestContext, today: string): Promise<ShareOutYear> {
  const year = Number(today.slice(0, 4)) - 1;
  const day = (monthDay: string) => `${year}-${monthDay}`;
  const admin = await signUp(ctx, 'admin');
  const member = (firstname: string, lastname: string) => signUp(ctx, 'member', { firstname, lastname });
  const [achieng, baraka, chebet, daudi] = [
    await member('Achieng', 'Otieno'),
    await member('Baraka', 'Mwangi'),
    await member('Chebet', 'Kiprop'),
    await member('Daudi', 'Njoroge'),
  ];
  for (const who of [achieng, baraka, chebet, daudi]) await openSavings(ctx, admin, who.id);

  const db = ctx.database.db;
  const bank = createBankAccountBody.parse({ name: 'Equity Bank', amount: 1_001_000 });
  const { account_id: equityBankId } = await createBankAccount(
    db,
    bank,
    scriptContext(ctx.app.clock, admin.id),
    day('01-01'),
  );
  const accounts = (await as(ctx, admin).get('/books/accounts?money=true')).json() as {
    accounts: { id: number; name: string }[];
  };
  const equity = accounts.accounts.find((a) => a.name === 'Equity Bank')?.id as number;

  const saving = (amount: number) => ({ transaction_type: 'SAVING' as const, transaction_amount: amount });
  await ok(await paid(ctx, admin, achieng.id, day('01-10'), saving(12_000)), 200);
  await ok(await paid(ctx, admin, baraka.id, day('04-05'), saving(6_000)), 200);
  await ok(await paid(ctx, admin, baraka.id, day('10-20'), saving(6_000)), 200);
  await ok(await paid(ctx, admin, chebet.id, day('12-01'), saving(24_000)), 200);

  const loan = await ok(
    await as(ctx, admin).post('/addloan', {
      user_id: daudi.id,
      loan_amount: 1_000_000,
      date_issued: day('02-01'),
      account_id: equity,
    }),
  );
  const installment = {
    transaction_type: 'LTL' as const,
    transaction_amount: loan.installment_amount as number,
  };
  await ok(await paid(ctx, admin, daudi.id, day('03-01'), installment), 200);

  const expense = createExpenseBodyFor(() => day('06-30')).parse({
    account_id: equityBankId,
    amount: 999.99,
    comment_type: 'Meeting',
    date: day('06-30'),
  });
  await createExpense(db, expense, scriptContext(ctx.app.clock, admin.id));
  return {
    year,
    from: day('01-01'),
    to: day('12-31'),
    admin,
    achieng,
    baraka,
    chebet,
    daudi,
    equity,
    equityBankId,
  };
}

/** The app of a share-out test, with last year to share out. */
export interface ShareOutScene {
  ctx: TestContext;
  s: ShareOutYear;
  /** Today stands still for the file: the share-out takes its dates from this clock. */
  clock: SettableClock;
  /** The admin, Achieng and Baraka. */
  callers: Callers;
}

/** Opens a fresh app on a clock that stands still and builds the share-out year before the file's tests. */
export function useShareOutYear(ready: (scene: ShareOutScene) => unknown): void {
  const clock = settableClock();
  useApp(
    async (ctx) => {
      const s = await buildShareOutYear(ctx, clock.today());
      return { ctx, s, clock, callers: { admin: s.admin, member: s.achieng, otherMember: s.baraka } };
    },
    ready,
    { clock },
  );
}
