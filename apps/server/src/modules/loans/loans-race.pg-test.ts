import { type Cents, loanIssued, loanPosition, reducingBalanceSchedule } from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { loanInstallments, loanPayments, loans } from '../../db/schema.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryKeys } from '../../test/journal-rows.js';
import { seedPaymentItem } from '../../test/loans-seed.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { loanRows } from '../../test/money-rows.js';
import { useAdminApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';
import { resolveMoneyAccount, systemAccountId } from '../books/chart.js';
import { postEntry } from '../books/journal.service.js';
import { applyLoanRepayment, type LoanKind } from './loans.service.js';

let ctx: TestContext;
let admin: SignedIn;
useAdminApp(async (scene) => {
  ({ ctx, admin } = scene);
  // The loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
  await bringCashIn(ctx, admin, 10_000_000, { date: '2025-01-01' });
});

const paymentItem = (userId: number, kind: LoanKind, amountCents: number) =>
  seedPaymentItem(ctx.database.db, userId, kind, amountCents);

async function parallelRepayments(userId: number, kind: LoanKind, amountCents: number, times: number) {
  const items = await Promise.all(
    Array.from({ length: times }, () => paymentItem(userId, kind, amountCents)),
  );
  return Promise.allSettled(
    items.map((item) =>
      ctx.database.db.transaction(async (tx) =>
        applyLoanRepayment(tx, {
          ...item,
          userId,
          kind,
          amountCents,
          money: await resolveMoneyAccount(tx, undefined, undefined),
          approvedBy: admin.id,
        }),
      ),
    ),
  );
}

async function paidTowards(loanId: number) {
  const [row] = await ctx.database.db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      principal: sql<number>`coalesce(sum(${loanPayments.principalPaidCents}), 0)`.mapWith(Number),
      interest: sql<number>`coalesce(sum(${loanPayments.interestPaidCents}), 0)`.mapWith(Number),
    })
    .from(loanPayments)
    .where(eq(loanPayments.loanId, loanId));
  const [loan] = await loanRows(ctx.database.db, eq(loans.id, loanId));
  return { payments: row!, loan: loan! };
}

/** What the repayment entries of a loan posted: how many, and the totals received, of principal and of interest. */
async function postedRepayments(loanId: number) {
  const [row] = await queryRows<{ n: number; received: string; principal: string; interest: string }>(
    ctx.database.db,
    sql`select count(distinct e.id)::int as n,
               coalesce(sum(l.debit_cents) filter (where a.code = '1000'), 0)::text as received,
               coalesce(sum(l.credit_cents) filter (where a.code = '1200'), 0)::text as principal,
               coalesce(sum(l.credit_cents) filter (where a.code = '4000'), 0)::text as interest
        from journal_entries e
        join journal_lines l on l.entry_id = e.id
        join ledger_accounts a on a.id = l.account_id
        where e.kind = 'item'
          and e.id in (select entry_id from journal_lines where loan_id = ${loanId})`,
  );
  return {
    n: row!.n,
    received: Number(row!.received),
    principal: Number(row!.principal),
    interest: Number(row!.interest),
  };
}

/** A new member and the loan an admin issues them on 31 January 2026 (`/addloan` or `/addshorttermloan`). */
async function newBorrower(path: string, amount: Record<string, number>) {
  const borrower = await signUp(ctx, 'member');
  const issued = await as(ctx, admin).post(path, {
    user_id: borrower.id,
    ...amount,
    date_issued: '2026-01-31',
  });
  return { borrower, loanId: issued.json().loan_id as number };
}

describe('parallel repayments on PostgreSQL', () => {
  it('applies 20 parallel repayments of one loan exactly, the splits adding up', async () => {
    const { borrower, loanId } = await newBorrower('/addloan', { loan_amount: 100000 });
    const results = await parallelRepayments(borrower.id, 'long_term', 1000_00, 20);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);

    const { payments, loan } = await paidTowards(loanId);
    expect(payments.n).toBe(20);
    expect(payments.principal + payments.interest).toBe(20 * 1000_00);
    expect(payments.principal).toBe(loan.principalCents - loan.principalOutstandingCents);
    expect(payments.interest).toBe(loan.totalInterestCents - loan.interestOutstandingCents);
    // However the payments interleaved, 20,000 in all pays the schedule off to the same point.
    const schedule = reducingBalanceSchedule({
      principal: 10_000_000 as Cents,
      yearlyRateBp: 1200,
      months: 24,
      issuedOn: '2026-01-31',
    });
    const expected = loanPosition(schedule.rows, [(20 * 1000_00) as Cents]);
    expect(loan.principalOutstandingCents).toBe(expected.principal);
    expect(loan.interestOutstandingCents).toBe(expected.interestAmount);
    // One entry per repayment, each Dr Cash on hand / Cr the loan's principal and Loan interest.
    expect(await postedRepayments(loanId)).toEqual({
      n: 20,
      received: 20 * 1000_00,
      principal: payments.principal,
      interest: payments.interest,
    });
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('refuses exactly the parallel repayments that would pay more than is due', async () => {
    const { borrower, loanId } = await newBorrower('/addshorttermloan', { principal: 10000 });
    // 11,800.00 is due: 19 payments of 600.00 fit (11,400.00); the 20th finds 400.00 left.
    const results = await parallelRepayments(borrower.id, 'short_term', 600_00, 20);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(19);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      'Payment of KES 600.00 exceeds the amount due KES 400.00.',
    ]);
    const { payments, loan } = await paidTowards(loanId);
    expect(payments).toEqual({ n: 19, principal: 19 * 600_00 - 1800_00, interest: 1800_00 });
    expect(loan.principalOutstandingCents + loan.interestOutstandingCents).toBe(400_00);
    expect(loan.status).toBe('Uncleared');
    expect(await postedRepayments(loanId)).toEqual({
      n: 19,
      received: 19 * 600_00,
      principal: 19 * 600_00 - 1800_00,
      interest: 1800_00,
    });
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });
});

describe('parallel loan issues on PostgreSQL', () => {
  it.each([
    ['/addloan', { loan_amount: 40000 }, 'long-term'],
    ['/addshorttermloan', { principal: 4000 }, 'short-term'],
  ])(
    'lets one of two parallel %s for the same member win; the other is a 409',
    async (path, amount, label) => {
      const borrower = await signUp(ctx, 'member');
      const body = { user_id: borrower.id, date_issued: '2026-02-10', ...amount };
      const answers = await Promise.all([as(ctx, admin).post(path, body), as(ctx, admin).post(path, body)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const conflict = answers.find((res) => res.statusCode === 409);
      expect(conflict?.json().message).toBe(`This member already has an uncleared ${label} loan.`);
      const rows = await ctx.database.db.select().from(loans).where(eq(loans.userId, borrower.id));
      expect(rows).toHaveLength(1);
      expect(await entryKeys(ctx.database.db, 'loan:')).toContain(`loan:${rows[0]!.id}`);
      expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
    },
  );

  it('answers 409 when only the unique index sees the other loan (it was not committed at the check)', async () => {
    const borrower = await signUp(ctx, 'member');
    const db = ctx.database.db;
    let request: ReturnType<ReturnType<typeof as>['post']> | undefined;
    await db.transaction(async (tx) => {
      const [held] = await tx
        .insert(loans)
        .values({
          userId: borrower.id,
          kind: 'long_term',
          loanAmountCents: 100_00,
          principalCents: 100_00,
          rateBp: 0,
          months: 1,
          issuedOn: '2026-02-01',
          dueOn: '2026-03-01',
          installmentCents: 100_00,
          totalInterestCents: 0,
        })
        .returning();
      await tx.insert(loanInstallments).values({
        loanId: held!.id,
        number: 1,
        dueOn: '2026-03-01',
        interestCents: 0,
        principalCents: 100_00,
      });
      await postEntry(tx, {
        kind: 'loan',
        ref: held!.id,
        date: '2026-02-01',
        memo: `Long-term loan #${held!.id} issued`,
        lines: loanIssued(
          { loans: await systemAccountId(tx, 'loans'), source: await systemAccountId(tx, 'cash') },
          { userId: borrower.id, loanId: held!.id },
          100_00,
        ),
      });
      request = as(ctx, admin).post('/addloan', {
        user_id: borrower.id,
        loan_amount: 500,
        date_issued: '2026-02-10',
      });
      // Commit only once the request waits on the index entry this transaction holds.
      for (let waited = 0; ; waited += 20) {
        // Another sign-in's wait shows to the database's owner only, not to the server's role.
        const [row] = await db.transaction(async (owner) => {
          await owner.execute(sql`set local role none`);
          return owner
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(sql`pg_stat_activity`)
            .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        });
        if ((row?.n ?? 0) > 0) break;
        if (waited > 10_000) throw new Error('the request never waited on the unique index');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const res = await request!;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This member already has an uncleared long-term loan.',
      code: 'UNCLEARED_LOAN_EXISTS',
    });
    expect(await findBalanceDifferences(db)).toEqual([]);
  });
});
