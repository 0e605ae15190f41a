import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { moveClockFor, type SignedIn, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { linesOfEntry } from '../../test/journal-rows.js';
import {
  bringCashIn,
  expectBalancesReconcile,
  openSavings,
  payLoan,
  setFines,
} from '../../test/money-fixtures.js';
import { columnsOf } from '../../test/money-rows.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { runFinesJob } from '../fines-job/fines.job.js';

/**
 * docs/decisions/lending.md, "Fines" for a short-term loan: an approval records the loan's creation as well
 * as its own, the fines' charges say who charged them, and early settlement clears the loan to the cent.
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let admin: SignedIn;
let checker: SignedIn;
let borrower: SignedIn;
let applicationId: number;
let loanId: number;

interface Record {
  action: string;
  user_id: number | null;
  request_id: string | null;
  entity_id: number;
  member_id: number | null;
  after: { [field: string]: unknown } | null;
}

usePeopleApp(
  {
    admin: 'admin',
    checker: named('Chege', 'admin'),
    borrower: named('Wanjiru'),
  },
  async (scene) => {
    ({ ctx, admin, checker, borrower } = scene);
    // Two officials test the maker-checker rule here, not the quorum: each acts alone.
    await setQuorum(ctx, 1);
    await bringCashIn(ctx, admin, 1_000_000);
    await openSavings(ctx, admin, borrower.id, 10_000);
    await setFines(ctx, admin, { late_fine_amount: 100, missed_contribution_fine: 0 });
  },
  { clock },
);

const moveTo = async (date: string) =>
  ({ admin, borrower } = await moveClockFor(ctx, clock, date, { admin, borrower }));
const trail = async (query: string) =>
  (await as(ctx, admin).get(`/audit?${query}&per_page=100`)).json().records as Record[];

describe('a short-term loan applied for, approved, fined and settled early', () => {
  it('records the approval on the application and the creation on the loan', async () => {
    const applied = await as(ctx, borrower).post('/loan-applications', {
      kind: 'short_term',
      amount: 10_001,
      purpose: 'Stock',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json().application_id;
    const approved = await as(ctx, checker).patch(`/loan-applications/${applicationId}`, {
      decision: 'Approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    loanId = approved.json().application.loan_id;
    const onApplication = await trail(`entity=loan_application&entity_id=${applicationId}`);
    expect(onApplication.map((r) => [r.action, r.user_id])).toEqual([
      ['approve', checker.id],
      ['create', borrower.id],
    ]);
    // The loan's History panel reads these: its creation, by the admin who approved it.
    const onLoan = await trail(`entity=loan&entity_id=${loanId}`);
    expect(onLoan).toHaveLength(1);
    expect(onLoan[0]).toMatchObject({ action: 'create', user_id: checker.id, member_id: borrower.id });
    expect(onLoan[0]!.after).toMatchObject({
      id: loanId,
      kind: 'short_term',
      loan_amount: 10_001,
      total_interest: 1_800.18,
      application_id: applicationId,
    });
    // The member sees it in their own history too.
    const mine = (await as(ctx, borrower).get('/audit/mine?entity=loan')).json().records as Record[];
    expect(mine.map((r) => [r.action, r.entity_id])).toEqual([['create', loanId]]);
  });

  it('records the hourly job’s charges as the job’s, and those of POST /fines/run as the admin’s', async () => {
    await moveTo('2027-02-06');
    expect(await runFinesJob(ctx.database.db, clock.today(), clock.now())).toBe(1);
    await moveTo('2027-03-06');
    expect((await as(ctx, admin).post('/fines/run')).json()).toEqual({ as_of: '2027-03-06', charged: 2 });
    const charges = (await trail('entity=fine&action=charge')).map((r) => [
      r.user_id,
      r.request_id === 'fines-job',
      r.after?.charged_on,
    ]);
    expect(charges.sort((a, b) => String(a[2]).localeCompare(String(b[2])))).toEqual([
      [null, true, '2027-02-06'],
      [admin.id, false, '2027-03-06'],
      [admin.id, false, '2027-03-06'],
    ]);
  });

  it('clears the loan to the cent with its payoff, paying the fines and the interest due', async () => {
    await moveTo('2027-03-20');
    // Installments 1 and 2 (5 Feb, 5 Mar) are due: their flat interest, 600.06 each, is owed, and
    // the three late fines of 100; installment 3's interest is not.
    const payoff = (await as(ctx, borrower).get(`/loans/${loanId}/payoff?date=2027-03-20`)).json();
    expect(payoff).toEqual({
      loan_id: loanId,
      date: '2027-03-20',
      principal: 10_001,
      interest: 1_200.12,
      fines: 300,
      total: 11_501.12,
    });
    const id = await payLoan(ctx, admin, { who: borrower, amount: payoff.total, date: '2027-03-20' });

    const detail = (await as(ctx, borrower).get(`/loans/${loanId}`)).json();
    expect(detail.loan).toMatchObject({ status: 'cleared', principal: 0, interest_amount: 0, amount_due: 0 });
    expect(columnsOf(detail.schedule, 'interest_paid', 'interest_waived', 'principal_paid')).toEqual([
      [600.06, 0, 3_333.67],
      [600.06, 0, 3_333.67],
      [0, 600.06, 3_333.66],
    ]);
    const item = (await as(ctx, admin).get(`/transactions/${id}`)).json().transaction_types[0].id;
    const lines = await linesOfEntry(ctx.database.db, `item:${item}`);
    expect(lines.map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['1000', 1_150_112, 0],
      ['1200', 0, 1_000_100],
      ['4000', 0, 120_012],
      ['4100', 0, 30_000],
    ]);
    const fines = (await as(ctx, admin).get(`/fines?user_id=${borrower.id}`)).json().fines;
    expect(fines.map((f: { status: string }) => f.status)).toEqual(['Paid', 'Paid', 'Paid']);
    const after = (await as(ctx, borrower).get(`/loans/${loanId}/payoff?date=2027-03-20`)).json();
    expect(after).toMatchObject({ principal: 0, interest: 0, fines: 0, total: 0 });
    await expectBalancesReconcile(ctx);
  });
});
