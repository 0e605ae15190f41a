import { todayInGroupZone } from '@links/domain';
import type { SignedIn, TestContext } from './app.js';
import { as, ok } from './http.js';
import { body } from './money-fixtures.js';
import { type AdminScene, useAdminApp } from './scene.js';

export interface Scenario {
  today: string;
  /** Books ids of the money accounts. */
  cash: number;
  equity: number;
  mpesa: number;
  /** `/create-bank-account` id of Equity Bank. */
  equityBankId: number;
  wanjiru: number;
  otieno: number;
  loanId: number;
}

/**
 * The worked scenario of the books (docs/books.md), figures by hand:
 * - Equity Bank opens with 10,000.00, M-Pesa till with 0; Wanjiru joins with 2,000.00 saved before.
 * - Otieno saves 3,000.00 on 15 March into the M-Pesa till; Wanjiru 1,500.00 today into Equity.
 * - Wanjiru borrows 6,000.00 today from Equity (12% a year, 24 months: installment 282.44, of which
 *   60.00 interest) and repays one installment into the M-Pesa till.
 * - A 500.00 Meeting expense from Equity; 1,000.00 moved from the M-Pesa till to Equity.
 */
export async function buildScenario(ctx: TestContext, admin: SignedIn): Promise<Scenario> {
  const api = as(ctx, admin);
  const today = todayInGroupZone();
  const equityBankId = (
    await ok(await api.post('/create-bank-account', { name: 'Equity Bank', amount: 10_000 }))
  ).account_id as number;
  await ok(await api.post('/create-bank-account', { name: 'M-Pesa till' }));
  const accounts = (await api.get('/books/accounts?money=true')).json() as {
    accounts: { id: number; name: string }[];
  };
  const id = (name: string) => accounts.accounts.find((a) => a.name === name)?.id as number;
  const member = (firstname: string, extra: Record<string, unknown> = {}) => ({
    firstname,
    lastname: 'Test',
    email: `${firstname.toLowerCase()}@books.test`,
    password: 'Chama-Pesa-7x!',
    ...extra,
  });
  const wanjiru = (
    await ok(await api.post('/create-user-account', member('Wanjiru', { initial_savings: 2_000 })))
  ).user_id as number;
  const otieno = (await ok(await api.post('/create-user-account', member('Otieno')))).user_id as number;
  const scenario = { today, cash: id('Cash on hand'), equity: id('Equity Bank'), mpesa: id('M-Pesa till') };

  const approve = async (
    kind: string,
    items: Parameters<typeof body>[1],
    userId: number,
    extra = {},
    into = 0,
  ) => {
    const created = await ok(await api.post('/create-transaction', body(userId, items, extra)));
    await ok(
      await api.patch(`/transactions/${kind}/${created.transaction_id}/status`, {
        status: 'Approved',
        account_id: into,
      }),
      200,
    );
  };
  await approve(
    'savings',
    [{ transaction_type: 'SAVING', transaction_amount: 3_000 }],
    otieno,
    { transaction_date: `${today.slice(0, 4)}-03-15` },
    scenario.mpesa,
  );
  await approve(
    'savings',
    [{ transaction_type: 'SAVING', transaction_amount: 1_500 }],
    wanjiru,
    {},
    scenario.equity,
  );
  const loan = await ok(
    await api.post('/addloan', {
      user_id: wanjiru,
      loan_amount: 6_000,
      date_issued: today,
      account_id: scenario.equity,
    }),
  );
  await approve(
    'loan-long',
    [{ transaction_type: 'LTL', transaction_amount: 282.44 }],
    wanjiru,
    {},
    scenario.mpesa,
  );
  await ok(
    await api.post('/create-expense', { account_id: equityBankId, amount: 500, comment_type: 'Meeting' }),
  );
  await ok(
    await api.post('/books/transfers', {
      from_account_id: scenario.mpesa,
      to_account_id: scenario.equity,
      amount: 1_000,
      date: today,
    }),
  );
  return { ...scenario, equityBankId, wanjiru, otieno, loanId: loan.loan_id as number };
}

/** Opens a fresh app with its admin and the worked scenario before the file's tests, for `ready`. */
export function useBooksScenario(ready: (scene: AdminScene & { s: Scenario }) => void): void {
  useAdminApp(async (scene) => ready({ ...scene, s: await buildScenario(scene.ctx, scene.admin) }));
}
