import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMonthsClamped, cents, lateInstallmentFines, settableClock, systemClock } from '@links/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fines, groupSettings, loanInstallments, loans } from '../../db/schema.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { seedLoan } from '../../test/loans-seed.js';
import { bringCashIn, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { runFinesJob } from '../fines-job/fines.job.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let second: SecondServer;
let admin: SignedIn;
useTwoServers(
  { admin: 'admin' },
  async (scene) => {
    ({ ctx, second, admin } = scene);
    // The admins signed up below test the maker-checker rule, not the quorum: each acts alone.
    await setQuorum(ctx, 1);
    // The loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
    await bringCashIn(ctx, admin, 10_000_000);
  },
  { clock },
);

const countFines = async () => (await ctx.database.db.select({ n: count() }).from(fines))[0]?.n ?? 0;

describe('the loan lifecycle under concurrency, across two servers (PostgreSQL)', () => {
  it('issues one loan when 20 approvals of one application race', async () => {
    const member = await signUp(ctx, 'member');
    const maker = await signUp(ctx, 'admin');
    await openSavings(ctx, admin, member.id, 10_000);
    const applied = await as(ctx, maker).post('/loan-applications', {
      kind: 'long_term',
      amount: 20_000,
      purpose: 'Dairy cow',
      user_id: member.id,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const url = `/api/links/loan-applications/${applied.json().application_id}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? ctx.app : second.app).inject({
          method: 'PATCH',
          url,
          headers: admin.headers,
          payload: { decision: 'Approved' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const issued = await ctx.database.db.select().from(loans).where(eq(loans.userId, member.id));
    expect(issued).toHaveLength(1);
    await expectBalancesReconcile(ctx);
  });

  it('charges each fine once when two servers run the fines job many times at once', async () => {
    const member = await signUp(ctx, 'member');
    await as(ctx, admin).patch('/settings', { late_fine_kind: 'fixed', late_fine_amount: 250 });
    const seeded = await seedLoan(ctx.database.db, {
      userId: member.id,
      kind: 'short_term',
      principalCents: 300_000,
      issuedOn: '2027-01-05',
    });
    clock.set('2027-06-01');
    const before = await countFines();
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        runFinesJob(
          i % 2 ? ctx.database.db : second.database.db,
          '2027-06-01',
          new Date('2027-06-01T09:00:00Z'),
        ),
      ),
    );
    const charged = (await countFines()) - before;
    expect(runs.reduce((a, b) => a + b, 0)).toBe(charged);
    // The seeded loan's installments, due 5 Feb, 5 Mar and 5 Apr, are late 4, 3 and 2 months by
    // 1 June; the long-term loan of the test before is late on four (4 + 3 + 2 + 1 months).
    const ofSeeded = await ctx.database.db
      .select({ n: count() })
      .from(fines)
      .where(eq(fines.loanId, seeded.id));
    expect(ofSeeded[0]?.n).toBe(9);
    expect(charged).toBe(19);
    const keys = await ctx.database.db.select({ key: fines.chargeKey }).from(fines);
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
  });

  it('charges each fine once when two real server processes start on one database', async () => {
    const db = ctx.database.db;
    const today = systemClock.today();
    const member = await signUp(ctx, 'member');
    const issuedOn = addMonthsClamped(today, -5);
    const loan = await seedLoan(db, {
      userId: member.id,
      kind: 'short_term',
      principalCents: 500_000,
      issuedOn,
    });
    const since = addMonthsClamped(today, -6);
    await db
      .update(groupSettings)
      .set({ lateFineKind: 'fixed', lateFineCents: 100_00, lateFinesFrom: since });
    const installments = await db.select().from(loanInstallments).where(eq(loanInstallments.loanId, loan.id));
    const expected = installments
      .filter((row) => row.dueOn < today)
      .flatMap((row) =>
        lateInstallmentFines(
          { dueDate: row.dueOn, unpaid: cents(row.interestCents + row.principalCents) },
          { kind: 'fixed', cents: cents(100_00) },
          today,
          since,
          new Set(),
        ),
      ).length;
    expect(expected).toBeGreaterThan(3);
    const ofLoan = async () =>
      (await db.select({ n: count() }).from(fines).where(eq(fines.loanId, loan.id)))[0]?.n ?? 0;
    const servers = [startServer(ctx.database.url!), startServer(ctx.database.url!)];
    try {
      await Promise.all(servers.map((s) => s.ready));
      const deadline = Date.now() + 20_000;
      while ((await ofLoan()) < expected && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1000));
      expect(await ofLoan()).toBe(expected);
      const [sum] = await db
        .select({ total: sql<string>`sum(${fines.amountCents})::text` })
        .from(fines)
        .where(eq(fines.loanId, loan.id));
      expect(Number(sum?.total)).toBe(expected * 100_00);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }, 90_000);
});

describe('the borrowing limit under concurrency (PostgreSQL)', () => {
  it('approves only one of two applications of a borrower that together exceed the limit', async () => {
    const maker = await signUp(ctx, 'admin');
    const checker = await signUp(ctx, 'admin');
    // Five borrowers, each with 10,000 saved (a limit of 30,000) and two applications that each fit
    // the limit alone: a long-term 20,000 and a short-term 15,000. Both of each are approved at once,
    // on two servers; once one is issued, what the borrower owes leaves no room for the other.
    const borrowers = await Promise.all(Array.from({ length: 5 }, () => signUp(ctx, 'member')));
    const approvals: { userId: number; url: string }[] = [];
    for (const borrower of borrowers) {
      await openSavings(ctx, maker, borrower.id, 10_000);
      for (const [kind, amount] of [
        ['long_term', 20_000],
        ['short_term', 15_000],
      ] as const) {
        const applied = await as(ctx, maker).post('/loan-applications', {
          kind,
          amount,
          purpose: 'Race',
          user_id: borrower.id,
        });
        expect(applied.statusCode, applied.body).toBe(201);
        approvals.push({
          userId: borrower.id,
          url: `/api/links/loan-applications/${applied.json().application_id}`,
        });
      }
    }
    const answers = await Promise.all(
      approvals.map(({ url }, i) =>
        (i % 2 ? ctx.app : second.app).inject({
          method: 'PATCH',
          url,
          headers: checker.headers,
          payload: { decision: 'Approved' },
        }),
      ),
    );
    for (const borrower of borrowers) {
      const theirs = answers.filter((_, i) => approvals[i]!.userId === borrower.id);
      expect(theirs.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(theirs.find((r) => r.statusCode === 422)!.json().code).toBe('LIMIT_EXCEEDED');
      const issued = await ctx.database.db.select().from(loans).where(eq(loans.userId, borrower.id));
      expect(issued).toHaveLength(1);
      const limit = (await as(ctx, checker).get(`/loans/limit/${borrower.id}`)).json();
      expect(limit.owed).toBeLessThanOrEqual(30_000);
    }
    await expectBalancesReconcile(ctx);
  });
});

/** `npm start`'s process (server.ts) on the test database, on a free port. */
function startServer(databaseUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent-web',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Links is serving')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
    setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ready, stop };
}
