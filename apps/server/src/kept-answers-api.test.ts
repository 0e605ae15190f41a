import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataVersionOf } from './db/data-version.js';
import type { SignedIn, TestContext } from './test/app.js';
import { as } from './test/http.js';
import { openSavings, submit } from './test/money-fixtures.js';
import { openOtherGroup, signUpInGroup } from './test/other-group.js';
import { named, usePeopleApp } from './test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let wanjiru: SignedIn;
let otieno: SignedIn;

usePeopleApp(
  { admin: 'admin', wanjiru: named('Wanjiru Kamau'), otieno: named('Otieno Ouma') },
  async (scene) => {
    ({ ctx, admin, wanjiru, otieno } = scene);
    await openSavings(ctx, admin, wanjiru.id);
    await openSavings(ctx, admin, otieno.id);
    await submit(ctx, wanjiru, wanjiru.id, [{ transaction_type: 'SAVING', transaction_amount: 100 }]);
  },
);
afterEach(() => vi.restoreAllMocks());

/** Counts the statements sent to the database while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (ctx.database.db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  await work();
  const n = spy.mock.calls.length;
  spy.mockRestore();
  return n;
}

const page = (who: SignedIn, path: string) => as(ctx, who).get(path);

/**
 * Runs `work` until the data version holds across it: a write of the group's made meanwhile (a
 * job's, say) moves it.
 */
async function whileNothingIsWritten<T>(work: () => Promise<T>): Promise<T> {
  const version = dataVersionOf(ctx.database.db)!;
  for (let attempt = 0; attempt < 50; attempt++) {
    const before = await version();
    const result = await work();
    if ((await version()) === before) return result;
  }
  throw new Error('the data version never held across the work');
}

describe('kept list answers on the database', () => {
  it('answers a repeated page with the sign-in check alone (the version read with it), the same answer', async () => {
    const { first, again, statements } = await whileNothingIsWritten(async () => {
      const first = await page(admin, '/transactions?per_page=5');
      let again = first;
      const statements = await statementsDuring(async () => {
        again = await page(admin, '/transactions?per_page=5');
      });
      return { first, again, statements };
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // On PostgreSQL the guard's sign-in check (docs/decisions/sessions.md, "Sessions and cookies"),
    // which reads the data version with it (docs/decisions/speed.md, "The data version read with the
    // sign-in"); on the embedded database not even that: the sign-in's check is kept too
    // (docs/decisions/speed.md, "Sign-ins checked once while nothing changes").
    expect(statements).toBe(ctx.database.kind === 'postgres' ? 1 : 0);
  });

  it('shows a write on the next read: a new transaction, a decision', async () => {
    const before = (await page(admin, '/transactions?per_page=5')).json();
    const id = await submit(ctx, wanjiru, wanjiru.id, [
      { transaction_type: 'SAVING', transaction_amount: 250 },
    ]);
    const after = (await page(admin, '/transactions?per_page=5')).json();
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.transactions[0]).toMatchObject({ id, status: 'Pending' });
    const decided = await as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await page(admin, '/transactions?per_page=5')).json().transactions[0]).toMatchObject({
      id,
      status: 'Approved',
    });
    const savings = (await page(admin, '/all-savings?per_page=5')).json().savings;
    expect(savings.find((row: { user_id: number }) => row.user_id === wanjiru.id).amount_saved).toBe(250);
  });

  it('still asks the guards first: a kept answer is not handed to a caller who may not see it', async () => {
    const own = await page(wanjiru, `/transactions/user/${wanjiru.id}?per_page=5`);
    expect(own.statusCode).toBe(200);
    expect((await page(otieno, `/transactions/user/${wanjiru.id}?per_page=5`)).statusCode).toBe(403);
    expect((await as(ctx).get(`/transactions/user/${wanjiru.id}?per_page=5`)).statusCode).toBe(401);
    expect((await page(otieno, '/transactions?per_page=5')).statusCode).toBe(403);
    const forAdmin = await page(admin, `/transactions/user/${wanjiru.id}?per_page=5`);
    expect(forAdmin.json()).toEqual(own.json());
  });

  it('still checks the query: a bad parameter is refused before anything kept is read', async () => {
    await page(admin, '/get-users?per_page=5');
    expect((await page(admin, '/get-users?per_page=500')).statusCode).toBe(422);
  });

  it('keeps a group’s answers through another group’s writes (docs/decisions/groups.md, "Kept answers per group")', async () => {
    const other = await openOtherGroup(ctx, 'Another group');
    const theirAdmin = await signUpInGroup(ctx, other, 'admin', {
      firstname: 'Other',
      lastname: 'Chair',
      office: 'chair',
    });
    const first = await page(admin, '/transactions?per_page=5');
    const opened = await as(ctx, theirAdmin).post('/create-bank-account', {
      name: 'Their bank',
      amount: 500,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    let again = first;
    const statements = await statementsDuring(async () => {
      again = await page(admin, '/transactions?per_page=5');
    });
    expect(again.body).toBe(first.body);
    expect(statements).toBe(ctx.database.kind === 'postgres' ? 1 : 0);
    // This group's own write is read at once.
    await submit(ctx, wanjiru, wanjiru.id, [{ transaction_type: 'SAVING', transaction_amount: 5 }]);
    const statementsAfterOwnWrite = await statementsDuring(() => page(admin, '/transactions?per_page=5'));
    expect(statementsAfterOwnWrite).toBeGreaterThan(statements);
  });

  it('keeps the version while only reading, and moves it with every write', async () => {
    const version = dataVersionOf(ctx.database.db);
    expect(version).toBeDefined();
    // Reading lists and reports writes nothing: the version can hold across them.
    await whileNothingIsWritten(async () => {
      await page(admin, '/get-users?per_page=5&sort=name');
      await page(admin, '/books/trial-balance');
    });
    const v1 = await version!();
    await submit(ctx, otieno, otieno.id, [{ transaction_type: 'SAVING', transaction_amount: 1 }]);
    expect(await version!()).not.toBe(v1);
  });
});
