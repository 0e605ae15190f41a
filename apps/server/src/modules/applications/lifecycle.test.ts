import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { moveClockFor, type SignedIn, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { linesOfEntry } from '../../test/journal-rows.js';
import { linesOf } from '../../test/list-fixtures.js';
import {
  bringCashIn,
  expectBalancesReconcile,
  openSavings,
  payLoan,
  setFines,
} from '../../test/money-fixtures.js';
import { columnsOf, pluck } from '../../test/money-rows.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';

/**
 * docs/decisions/lending.md, the whole lifecycle with the clock moved: apply, guarantors accept, approve, the
 * books show the payout; installments missed and the fines job run over several months; arrears and PAR
 * buckets; a repayment paying fines, interest and principal in that order; early settlement.
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let admin: SignedIn;
let checker: SignedIn;
let borrower: SignedIn;
let guarantor: SignedIn;
let decliner: SignedIn;
let saver: SignedIn;
let loanId: number;

usePeopleApp(
  {
    admin: 'admin',
    checker: named('Chege Checker', 'admin'),
    borrower: named('Wanjiru Borrower'),
    guarantor: named('Otieno Guarantor'),
    decliner: named('Akinyi Decliner'),
    saver: named('Kamau Saver'),
  },
  async (scene) => {
    ({ ctx, admin, checker, borrower, guarantor, decliner, saver } = scene);
    // Two officials test the maker-checker rule here, not the quorum: each acts alone.
    await setQuorum(ctx, 1);
    await bringCashIn(ctx, admin, 1_000_000);
    await openSavings(ctx, admin, borrower.id, 10_000);
    await openSavings(ctx, admin, guarantor.id, 20_000);
    await openSavings(ctx, admin, decliner.id, 5_000);
    await openSavings(ctx, admin, saver.id, 10_000);
    await setFines(ctx, admin, { late_fine_amount: 500, missed_contribution_fine: 200 });
  },
  { clock },
);

/** Moves the clock and signs everyone but the decliner in again. */
const moveTo = async (date: string) => {
  const people = { admin, checker, borrower, guarantor, saver };
  ({ admin, checker, borrower, guarantor, saver } = await moveClockFor(ctx, clock, date, people));
};
const runJob = async () => (await as(ctx, admin).post('/fines/run')).json().charged as number;
const finesOf = async (who: SignedIn) =>
  (await as(ctx, admin).get(`/fines?user_id=${who.id}&per_page=100`)).json().fines as {
    id: number;
    kind: string;
    period: string;
    charged_on: string;
    amount: number;
    status: string;
    loan_id: number | null;
  }[];

const pay = (who: SignedIn, amount: number, date: string, type: 'STL' | 'LTL' = 'STL') =>
  payLoan(ctx, admin, { who, amount, date, type });

describe('a short-term loan through its whole life', () => {
  let applicationId: number;

  it('takes an application above the limit, covered by guarantors who may pledge', async () => {
    const res = await as(ctx, borrower).post('/loan-applications', {
      kind: 'short_term',
      amount: 40_000,
      purpose: 'School fees',
      guarantors: [guarantor.id, decliner.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Pending', limit: 30_000, guaranteed: 0, shortfall: 10_000 });
    applicationId = res.json().application_id;
    const mine = (await as(ctx, guarantor).get('/loan-applications/mine')).json();
    expect(mine.guarantee_requests.map((a: { id: number }) => a.id)).toEqual([applicationId]);
  });

  it('is refused while the pledges fall short, then approved once they cover it', async () => {
    const early = await as(ctx, admin).patch(`/loan-applications/${applicationId}`, { decision: 'Approved' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      "The amount is KES 10,000.00 more than the limit of KES 30,000.00 and the guarantors' pledges cover.",
    );
    const url = `/loan-applications/${applicationId}/guarantees`;
    const tooMuch = await as(ctx, guarantor).patch(`${url}/${guarantor.id}`, {
      decision: 'Accepted',
      amount: 20_000.01,
    });
    expect(tooMuch.json().fields).toEqual({
      amount: 'amount must not be more than your free savings (KES 20,000.00)',
    });
    const accepted = await as(ctx, guarantor).patch(`${url}/${guarantor.id}`, {
      decision: 'Accepted',
      amount: 10_000,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ guaranteed: 10_000, shortfall: 0 });
    expect(
      (await as(ctx, guarantor).patch(`${url}/${guarantor.id}`, { decision: 'Declined' })).statusCode,
    ).toBe(409);
    expect(
      (await as(ctx, decliner).patch(`${url}/${decliner.id}`, { decision: 'Declined' })).statusCode,
    ).toBe(200);
    expect((await as(ctx, guarantor).get(`/loans/limit/${guarantor.id}`)).json()).toMatchObject({
      savings: 20_000,
      free_savings: 10_000,
    });

    const approved = await as(ctx, admin).patch(`/loan-applications/${applicationId}`, {
      decision: 'Approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Loan approved and issued.',
      application: { status: 'Approved' },
    });
    loanId = approved.json().application.loan_id;
    expect(
      (
        await as(ctx, checker).patch(`/loan-applications/${applicationId}`, {
          decision: 'Rejected',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);

    const detail = (await as(ctx, borrower).get(`/loans/${loanId}`)).json();
    expect(detail.loan).toMatchObject({
      kind: 'short_term',
      loan_amount: 40_000,
      amount_due: 47_200,
      installment_amount: 15_733.33,
    });
    expect(pluck(detail.schedule, 'due_date')).toEqual(['2027-02-05', '2027-03-05', '2027-04-05']);
    const journal = (await as(ctx, admin).get('/books/journal?per_page=1')).json().entries[0];
    expect(journal).toMatchObject({ key: `loan:${loanId}`, date: '2027-01-05' });
    expect(
      journal.lines.map((l: { code: string; debit: number; credit: number }) => [l.code, l.debit, l.credit]),
    ).toEqual([
      ['1200', 40_000, 0],
      ['1000', 0, 40_000],
    ]);
    await expectBalancesReconcile(ctx);
  });

  it('charges late fines once per installment per month, and contribution fines, as the months pass', async () => {
    await moveTo('2027-02-06');
    expect(await runJob()).toBe(1);
    expect(await runJob()).toBe(0);
    await moveTo('2027-03-06');
    expect(await runJob()).toBe(2);
    await moveTo('2027-04-10');
    await runJob();
    expect(await runJob()).toBe(0);
    const fines = await finesOf(borrower);
    const late = fines.filter((f) => f.kind === 'late_installment');
    expect(late).toHaveLength(6);
    expect(late.every((f) => f.amount === 500 && f.loan_id === loanId)).toBe(true);
    expect(late.map((f) => f.charged_on).sort()).toEqual([
      '2027-02-06',
      '2027-03-06',
      '2027-03-06',
      '2027-04-06',
      '2027-04-06',
      '2027-04-06',
    ]);
    const missed = fines.filter((f) => f.kind === 'missed_contribution');
    expect(missed.map((f) => [f.period, f.charged_on, f.amount])).toEqual([
      ['2027-03', '2027-04-10', 200],
      ['2027-02', '2027-03-10', 200],
    ]);
    // Each charge is one record of the audit trail, made by the admin who ran the job.
    const trail = (await as(ctx, admin).get('/audit?entity=fine&per_page=100')).json();
    const charges = trail.records.filter((r: { action: string }) => r.action === 'charge');
    for (const fine of fines) {
      expect(charges.filter((r: { entity_id: number }) => r.entity_id === fine.id)).toHaveLength(1);
    }
    expect(charges.every((r: { user_id: number | null }) => r.user_id === admin.id)).toBe(true);
  });

  it('lists the loan in arrears with its PAR bucket, and shows the member what is overdue', async () => {
    const arrears = (await as(ctx, admin).get('/loans/arrears')).json();
    expect(arrears).toMatchObject({ as_of: '2027-04-10', total_outstanding: 40_000 });
    expect(arrears.loans).toEqual([
      expect.objectContaining({
        loan_id: loanId,
        firstname: 'Wanjiru',
        days_past_due: 64,
        oldest_due_date: '2027-02-05',
        overdue_principal: 40_000,
        overdue_interest: 7_200,
        fines: 3_000,
        principal_outstanding: 40_000,
      }),
    ]);
    expect(arrears.buckets).toEqual([
      { label: '1–30', loans: 0, principal: 0, share: 0 },
      { label: '31–60', loans: 0, principal: 0, share: 0 },
      { label: '61–90', loans: 1, principal: 40_000, share: 1 },
      { label: 'Over 90', loans: 0, principal: 0, share: 0 },
    ]);
    const past = (await as(ctx, admin).get('/loans/arrears?as_of=2027-02-20')).json();
    expect(past.loans[0]).toMatchObject({ days_past_due: 15, overdue_principal: 13_333.33 });
    expect((await as(ctx, borrower).get(`/loans/overdue/${borrower.id}`)).json()).toEqual({
      user_id: borrower.id,
      overdue_principal: 40_000,
      overdue_interest: 7_200,
      fines: 3_400,
      total: 50_600,
      days_past_due: 64,
    });
  });

  it('searches fines by member, sorts them by amount and downloads them as CSV', async () => {
    type Listed = { fines: { firstname: string; amount: number }[]; pagination: { total: number } };
    const list = async (query: string) => (await as(ctx, admin).get(`/fines?${query}`)).json() as Listed;
    const all = await list('per_page=100');
    const wanjiru = await list('q=wanjiru&per_page=100');
    expect(wanjiru.fines.length).toBeGreaterThan(0);
    expect(wanjiru.fines.length).toBe(all.fines.filter((f) => f.firstname === 'Wanjiru').length);
    const amounts = (await list('sort=amount&per_page=100')).fines.map((f) => f.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const csv = await as(ctx, admin).get('/fines?format=csv&sort=-amount');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="fines.csv"');
    const lines = linesOf(csv.body);
    expect(lines[0]).toBe(
      'id,charged_on,user_id,member,kind,period,loan_id,amount,paid,waived,status,waive_reason',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[7]))).toEqual([...amounts].reverse());
    const own = await as(ctx, borrower).get(`/fines/user/${borrower.id}?format=csv`);
    expect(own.statusCode).toBe(200);
    expect((await as(ctx, guarantor).get(`/fines/user/${borrower.id}?format=csv`)).statusCode).toBe(403);
    expect((await as(ctx, borrower).get('/fines?format=csv')).statusCode).toBe(403);
    const refused = await as(ctx, admin).get('/fines?sort=member');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['sort']);
  });

  it('pays fines first, then interest, then principal, with fine income in the books', async () => {
    const first = await pay(borrower, 5_000, '2027-04-10');
    const lines = await linesOfEntry(ctx.database.db, `item:${await itemOf(first)}`);
    expect(lines.map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['1000', 500_000, 0],
      ['4000', 0, 160_000],
      ['4100', 0, 340_000],
    ]);
    expect((await finesOf(borrower)).every((f) => f.status === 'Paid')).toBe(true);
    await pay(borrower, 2_000, '2027-04-10');
    const detail = (await as(ctx, admin).get(`/loans/${loanId}`)).json();
    expect(columnsOf(detail.payments, 'fines_paid', 'interest_paid', 'principal_paid')).toEqual([
      [0, 800, 1_200],
      [3_400, 1_600, 0],
    ]);
    expect(detail.loan).toMatchObject({ principal: 38_800, interest_amount: 4_800, amount_due: 43_600 });
    const trial = (await as(ctx, admin).get('/books/trial-balance')).json();
    expect(trial.lines.find((l: { code: string }) => l.code === '4100')).toMatchObject({ credit: 3_400 });
    // The guarantor's pledge is released as the principal is repaid: 10,000 × 38,800 / 40,000 still held.
    expect((await as(ctx, guarantor).get(`/loans/limit/${guarantor.id}`)).json().free_savings).toBe(10_300);
    await expectBalancesReconcile(ctx);
  });
});

async function itemOf(transactionId: number) {
  return (await as(ctx, admin).get(`/transactions/${transactionId}`)).json().transaction_types[0]
    .id as number;
}

describe('early settlement of a long-term loan', () => {
  it('clears the loan to the cent with its payoff and waives the interest not accrued', async () => {
    const applied = await as(ctx, admin).post('/loan-applications', {
      kind: 'long_term',
      amount: 12_000,
      months: 12,
      purpose: 'Stock for the shop',
      user_id: saver.id,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().application_id;
    const own = await as(ctx, admin).patch(`/loan-applications/${id}`, { decision: 'Approved' });
    expect(own.statusCode).toBe(403);
    const approved = await as(ctx, checker).patch(`/loan-applications/${id}`, { decision: 'Approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const saverLoan = approved.json().application.loan_id as number;

    await moveTo('2027-05-20');
    expect((await as(ctx, saver).get(`/loans/${saverLoan}/payoff?date=2027-04-09`)).statusCode).toBe(422);
    const payoff = (await as(ctx, saver).get(`/loans/${saverLoan}/payoff?date=2027-05-20`)).json();
    // Installment 1 (due 10 May) owes 120.00 of interest; 10 more days on 12,000 at 12% is 39.45.
    // The saver's contribution fines of February and March (200 each) are owed too.
    expect(payoff).toEqual({
      loan_id: saverLoan,
      date: '2027-05-20',
      principal: 12_000,
      interest: 159.45,
      fines: 400,
      total: 12_559.45,
    });
    await pay(saver, payoff.total, '2027-05-20', 'LTL');
    const detail = (await as(ctx, saver).get(`/loans/${saverLoan}`)).json();
    expect(detail.loan).toMatchObject({ status: 'Cleared', principal: 0, interest_amount: 0, amount_due: 0 });
    const waived = detail.schedule.reduce(
      (sum: number, r: { interest_waived: number }) => sum + r.interest_waived,
      0,
    );
    const scheduled = detail.schedule.reduce((sum: number, r: { interest: number }) => sum + r.interest, 0);
    expect(Math.round((waived + 159.45) * 100)).toBe(Math.round(scheduled * 100));
    expect(detail.schedule[0]).toMatchObject({
      interest_paid: 120,
      interest_waived: 0,
      principal_paid: detail.schedule[0].principal,
    });
    await expectBalancesReconcile(ctx);
  });
});
