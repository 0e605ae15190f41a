import { overallStatus } from '@links/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCounters, transactionItems, transactions } from '../../db/schema.js';
import { ADMIN_ONLY, OWNER_OR_ADMIN, statusesFor } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { csvDownload, itRefusesEach, linesOf, refusedChoice, refusedSort } from '../../test/list-fixtures.js';
import { openSavings, submit } from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { findKeptFigureDifferences } from './kept-figures.js';

let ctx: TestContext;
let admin: SignedIn;
let wanjiru: SignedIn;
let otieno: SignedIn;
/** Ids of the transactions made in beforeAll, oldest first. */
const made: number[] = [];

usePeopleApp(
  {
    admin: 'admin',
    wanjiru: named('Wanjiru Kamau'),
    otieno: named('Otieno Ouma'),
  },
  async (scene) => {
    ({ ctx, admin, wanjiru, otieno } = scene);
    await openSavings(ctx, admin, wanjiru.id);
    await openSavings(ctx, admin, otieno.id);
    // 25 transactions: Wanjiru's odd ones carry a receipt, Otieno's are larger.
    for (let i = 0; i < 25; i++) {
      const who = i % 2 ? otieno : wanjiru;
      const extra = who === wanjiru ? `QK${String(i).padStart(8, '0')}` : undefined;
      made.push(
        await submit(ctx, who, who.id, [
          { transaction_type: 'SAVING', transaction_amount: 100 + i * (who === otieno ? 10 : 1), extra },
        ]),
      );
    }
  },
);

const list = (query: string, who: SignedIn = admin) => as(ctx, who).get(`/transactions?${query}`);
const ids = (res: { json(): { transactions: { id: number }[] } }) => res.json().transactions.map((t) => t.id);
async function decide(id: number, decision: Record<string, string>) {
  const res = await as(ctx, admin).patch(`/transactions/savings/${id}/status`, decision);
  expect(res.statusCode, res.body).toBe(200);
}
const approve = (id: number) => decide(id, { status: 'Approved' });
const reject = (id: number) => decide(id, { status: 'Rejected', reason: 'Not received' });

describe('the kept status and totals', () => {
  it('keeps each transaction’s status equal to its items’ overall status, and the totals by status', async () => {
    await approve(made[0]!);
    await approve(made[1]!);
    await reject(made[2]!);
    const rows = await ctx.database.db.select().from(transactions).orderBy(asc(transactions.id));
    const items = await ctx.database.db.select().from(transactionItems);
    for (const row of rows) {
      expect(row.status).toBe(overallStatus(items.filter((i) => i.transactionId === row.id)));
    }
    const counters = Object.fromEntries(
      (await ctx.database.db.select().from(listCounters)).map((c) => [c.name, c.n]),
    );
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(counters).toMatchObject({
      transactions: rows.length,
      'transactions:Pending': count('Pending'),
      'transactions:Approved': count('Approved'),
      'transactions:Partially Rejected': count('Partially Rejected'),
    });
  });

  it('numbers transactions 1, 2, 3… without a gap, even when an insert is rolled back', async () => {
    const before = await ctx.database.db.select({ p: transactions.position }).from(transactions);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx
          .insert(transactions)
          .values({ userId: wanjiru.id, totalCents: 100, transactionDate: '2026-01-01' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const id = await submit(ctx, wanjiru, wanjiru.id, [
      { transaction_type: 'SAVING', transaction_amount: 5 },
    ]);
    const [row] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row!.position).toBe(before.length + 1);
    const positions = (await ctx.database.db.select({ p: transactions.position }).from(transactions))
      .map((r) => r.p)
      .sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    made.push(id);
  });
});

describe('GET /transactions: paged, filtered, sorted on the server', () => {
  it('pages newest first, with the true totals, and an empty page past the end', async () => {
    const first = await list('per_page=10');
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual(made.slice(-10).reverse());
    expect(first.json().pagination).toEqual({ page: 1, per_page: 10, total: 26, pages: 3 });
    expect(ids(await list('page=3&per_page=10'))).toEqual(made.slice(0, 6).reverse());
    const past = await list('page=9&per_page=10');
    expect(ids(past)).toEqual([]);
    expect(past.json().pagination.total).toBe(26);
    expect(ids(await list('sort=created_at&per_page=5&page=2'))).toEqual(made.slice(5, 10));
  });

  it('serves the pending queue from the kept status', async () => {
    const res = await list('status=pending&per_page=100');
    expect(res.json().pagination.total).toBe(23);
    expect(ids(res)).not.toContain(made[0]);
    expect(res.json().transactions.every((t: { status: string }) => t.status === 'Pending')).toBe(true);
    expect(ids(await list('status=Approved'))).toEqual([made[1], made[0]]);
    expect(ids(await list('status=Partially%20Rejected'))).toEqual([made[2]]);
  });

  it('finds a member by part of their name, or a transaction by its receipt, ignoring case', async () => {
    const byName = await list('q=ouma&per_page=100');
    expect(byName.json().pagination.total).toBe(12);
    expect(byName.json().transactions.every((t: { user_id: number }) => t.user_id === otieno.id)).toBe(true);
    expect(ids(await list('q=qk00000004'))).toEqual([made[4]]);
    expect(ids(await list('q=nobody-at-all'))).toEqual([]);
  });

  it('filters by member, type and dates, and sorts by amount', async () => {
    const mine = await list(`user_id=${wanjiru.id}&per_page=100`);
    expect(mine.json().pagination.total).toBe(14);
    expect((await list('type=LTL')).json().pagination.total).toBe(0);
    expect((await list('type=SAVING')).json().pagination.total).toBe(26);
    const today = (await list('per_page=1')).json().transactions[0].transaction_date;
    expect((await list(`from=${today}&to=${today}`)).json().pagination.total).toBe(26);
    expect((await list('to=2000-01-01')).json().pagination.total).toBe(0);
    const largest = (await list('sort=-total_payed&per_page=1')).json().transactions[0];
    expect(largest).toMatchObject({ user_id: otieno.id, total_payed: 100 + 23 * 10 });
    const smallest = (await list('sort=total_payed&per_page=1')).json().transactions[0];
    expect(smallest.total_payed).toBe(5);
  });

  itRefusesEach(
    (query) => list(query),
    [
      refusedSort('name', ['created_at', 'transaction_date', 'total_payed']),
      ['per_page=0', 'per_page', 'per_page must be between 1 and 100'],
      ['per_page=101', 'per_page', 'per_page must be between 1 and 100'],
      ['page=0', 'page', 'page must be at least 1'],
      refusedChoice('status', 'Lost', [
        'pending',
        'Pending',
        'Approved',
        'Partially Approved',
        'Partially Rejected',
        'Reversed',
      ]),
      ['from=2026-02-01&to=2026-01-01', 'from', 'from must not be after to'],
      ['from=2026-02-30', 'from', 'from is not a real date'],
      ['user_id=abc', 'user_id', 'user_id must be a positive whole number'],
      [`q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ],
  );

  it('downloads the whole filtered list as CSV, in the list’s order', async () => {
    const res = await list(`format=csv&user_id=${otieno.id}&sort=-total_payed`);
    const lines = csvDownload(res, 'transactions.csv');
    expect(lines[0]).toBe(
      'id,transaction_date,created_at,user_id,member,total_payed,savings,long_term_loan,short_term_loan,status,references,comment',
    );
    expect(lines).toHaveLength(1 + 12);
    expect(lines[1]).toContain(',Otieno Ouma,330,330,0,0,');
  });

  it('is for admins; members list their own through /transactions/user/{id}', async () => {
    const callers = { admin, member: wanjiru, otherMember: otieno };
    expect(await statusesFor(ctx, callers, 'GET', '/transactions?q=x')).toEqual(ADMIN_ONLY);
    expect(await statusesFor(ctx, callers, 'GET', `/transactions/user/${wanjiru.id}?status=pending`)).toEqual(
      OWNER_OR_ADMIN,
    );
    const own = await list(`user_id=${otieno.id}&format=csv`, wanjiru);
    expect(own.statusCode).toBe(403);
    const mine = await as(ctx, wanjiru).get(
      `/transactions/user/${wanjiru.id}?user_id=${otieno.id}&per_page=100`,
    );
    expect(mine.json().transactions.every((t: { user_id: number }) => t.user_id === wanjiru.id)).toBe(true);
  });
});

describe('GET /transactions?status=Reversed', () => {
  it('lists the reversed transactions as Reversed, and leaves them out of the other statuses', async () => {
    const approvedBefore = await list('status=Approved&per_page=100');
    expect(ids(approvedBefore)).toContain(made[1]);
    const reversal = await as(ctx, admin).post(`/transactions/${made[1]}/reversal`, {
      reason: 'Typed twice',
    });
    expect(reversal.statusCode, reversal.body).toBe(201);
    const [kept] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, made[1]!));
    expect(kept!.status).toBe('Approved');

    const reversed = await list('status=Reversed');
    expect(ids(reversed)).toEqual([made[1]]);
    expect(reversed.json().pagination.total).toBe(1);
    expect(reversed.json().transactions[0].status).toBe('Reversed');

    const approved = await list('status=Approved&per_page=100');
    expect(ids(approved)).toEqual(ids(approvedBefore).filter((id) => id !== made[1]));
    expect(approved.json().pagination.total).toBe(approvedBefore.json().pagination.total - 1);
    expect(ids(await list('status=Approved&per_page=1&page=2'))).toEqual(ids(approved).slice(1, 2));

    expect(ids(await list(`status=Reversed&user_id=${otieno.id}`))).toEqual([made[1]]);
    expect(ids(await list(`status=Reversed&user_id=${wanjiru.id}`))).toEqual([]);
    expect(ids(await list('status=Reversed&sort=-total_payed'))).toEqual([made[1]]);
    const own = await as(ctx, otieno).get(`/transactions/user/${otieno.id}?status=Reversed`);
    expect(ids(own)).toEqual([made[1]]);
    const csv = csvDownload(await list('status=Reversed&format=csv'), 'transactions.csv');
    expect(csv).toHaveLength(2);
  });
});

describe('long lists', () => {
  it('streams a download longer than one batch, every row once, in order; deep pages stay exact', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      userId: otieno.id,
      totalCents: 100 + i,
      transactionDate: '2026-03-01',
    }));
    const inserted = await ctx.database.db
      .insert(transactions)
      .values(rows)
      .returning({ id: transactions.id });
    await ctx.database.db
      .insert(transactionItems)
      .values(
        inserted.map((row, i) => ({ transactionId: row.id, type: 'SAVING' as const, amountCents: 100 + i })),
      );
    const res = await list('format=csv&from=2026-03-01&to=2026-03-01&sort=created_at');
    const lines = linesOf(res.body).slice(1);
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(inserted.map((row) => row.id));
    const total = 26 + 2500;
    const deep = await list(`page=${Math.ceil(total / 10)}&per_page=10`);
    expect(deep.json().pagination).toEqual({ page: 253, per_page: 10, total, pages: 253 });
    expect(ids(deep)).toEqual(made.slice(0, 6).reverse());
    const middle = await list('page=100&per_page=10');
    expect(ids(middle)).toEqual(
      inserted
        .slice(2500 - 1000, 2500 - 990)
        .map((r) => r.id)
        .reverse(),
    );
  });
});

describe('the kept figures check', () => {
  it('agrees with the rows after all of the above, and names a figure that drifts', async () => {
    expect(await findKeptFigureDifferences(ctx.database.db)).toEqual([]);
    await ctx.database.db.execute(
      sql`update list_counters set n = n + 1 where name = 'transactions:Pending'`,
    );
    expect(await findKeptFigureDifferences(ctx.database.db)).toEqual([
      expect.stringMatching(/^transactions Pending: kept \d+, counted \d+$/),
    ]);
  });
});
