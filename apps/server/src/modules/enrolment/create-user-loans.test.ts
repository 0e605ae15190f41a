import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanInstallments, loans } from '../../db/schema.js';
import { type Callers, send, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { loanRows } from '../../test/money-rows.js';
import { callersWith, usePeopleApp } from '../../test/scene.js';
import {
  countWizardRows,
  longTermLoan,
  newMembers,
  shortTermLoan,
  withMemberAndBothLoans,
} from '../../test/wizard-rows.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let callers: Callers;
usePeopleApp(callersWith('Baraka Mwangi'), (scene) => ({ ctx, callers } = scene));

const newMember = newMembers('Njeri', 'Wafula');
const createUser = (payload: unknown) => send(ctx, callers.admin, 'POST', '/create-user-account', payload);

async function loanWithSchedule(loanId: number) {
  const db = ctx.database.db;
  const [loan] = await loanRows(db, eq(loans.id, loanId));
  const installments = await db
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, loanId))
    .orderBy(loanInstallments.number);
  const lines = await linesOfEntry(db, `loan:${loanId}`);
  return { loan, installments, lines, entry: await entryOf(db, `loan:${loanId}`) };
}

describe('POST /create-user-account with loans', () => {
  it('brings in a long-term loan, spreading what is still owed over the settings term', async () => {
    const res = await createUser(newMember(longTermLoan));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      user_id: expect.any(Number),
      saving_id: expect.any(Number),
      ltl_id: expect.any(Number),
      stl_id: null,
      // 100,000 owed at 12% a year over 24 months (docs/decisions/loans.md, "Loan totals").
      long_term_loan_details: { installment: 4707.35 },
      short_term_loan_details: { installment: 0 },
      monthly_payment_total: 2500 + 4707.35,
      member_number: expect.stringMatching(/^M\d{3}$/),
      message: 'User account created successfully',
      invitation_url: null,
      invitation_code: null,
      invitation_expires_at: null,
      office_approval: null,
    });
    const { loan, installments, lines, entry } = await loanWithSchedule(answer.ltl_id);
    expect(loan).toMatchObject({
      userId: answer.user_id,
      kind: 'long_term',
      loanAmountCents: 15_000_000,
      principalCents: 10_000_000,
      principalOutstandingCents: 10_000_000,
      interestOutstandingCents: 1_297_634,
      rateBp: 1200,
      months: 24,
      issuedOn: '2025-12-31',
      dueOn: '2027-12-31',
      installmentCents: 470_735,
      status: 'Uncleared',
      createdBy: callers.admin.id,
    });
    expect(installments).toHaveLength(24);
    expect(installments[1]?.dueOn).toBe('2026-02-28');
    // What is still owed is brought in against Opening balances; the interest it expects is not booked.
    expect(lines).toEqual([
      { code: '1200', debit: 10_000_000, credit: 0, userId: answer.user_id, loanId: answer.ltl_id },
      { code: '3000', debit: 0, credit: 10_000_000, userId: null, loanId: null },
    ]);
    expect(entry).toMatchObject({
      entryDate: '2025-12-31',
      memo: `Long-term loan #${answer.ltl_id} brought in`,
      createdBy: callers.admin.id,
    });
    const listed = await as(ctx, callers.admin).get('/all-loans');
    expect(listed.json().loans).toContainEqual(
      expect.objectContaining({ id: answer.ltl_id, principal: 100000, loan_amount: 150000 }),
    );
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('brings in a short-term loan, flat at the settings rate for the whole loan', async () => {
    const res = await createUser(newMember({ ...shortTermLoan, savings_target: 36000 }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      ltl_id: null,
      stl_id: expect.any(Number),
      long_term_loan_details: { installment: 0 },
      // 30,000 + 18% = 35,400 over 3 months.
      short_term_loan_details: { installment: 11800 },
      monthly_payment_total: 3000 + 11800,
    });
    const { loan, installments, lines } = await loanWithSchedule(answer.stl_id);
    expect(loan).toMatchObject({
      kind: 'short_term',
      loanAmountCents: 3_000_000,
      principalCents: 3_000_000,
      interestOutstandingCents: 540_000,
      rateBp: 1800,
      months: 3,
      dueOn: '2027-01-31',
    });
    expect(installments.map((row) => row.dueOn)).toEqual(['2026-11-30', '2026-12-31', '2027-01-31']);
    expect(lines).toEqual([
      { code: '1200', debit: 3_000_000, credit: 0, userId: answer.user_id, loanId: answer.stl_id },
      { code: '3000', debit: 0, credit: 3_000_000, userId: null, loanId: null },
    ]);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('brings in both loans and adds both installments to the monthly total', async () => {
    const before = await countWizardRows(ctx.database.db);
    const res = await createUser(
      newMember({ ...longTermLoan, ...shortTermLoan, ltl_loan_amount: 100000, initial_savings: 4200 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().monthly_payment_total).toBe(19007.35);
    expect(await countWizardRows(ctx.database.db)).toEqual(withMemberAndBothLoans(before));
    const account = await as(ctx, callers.admin).get(`/accounts/${res.json().user_id}`);
    expect(account.json().financial_summary).toEqual({
      savings: { current_amount: 4200, monthly_target: 2500 },
      loans: { long_term: { monthly_payment: 4707.35 }, short_term: { monthly_payment: 11800 } },
    });
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it("uses the group's current loan settings, and accepts loans issued today", async () => {
    const admin = as(ctx, callers.admin);
    const changed = await admin.patch('/settings', { long_term_rate: 0.1, long_term_months: 12 });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const today = todayInGroupZone();
      const res = await createUser(
        newMember({ ltl_principal: 100000, ltl_loan_amount: 100000, ltl_date_issued: today }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().long_term_loan_details).toEqual({ installment: 8791.59 });
      const { loan } = await loanWithSchedule(res.json().ltl_id);
      expect(loan).toMatchObject({ rateBp: 1000, months: 12, dueOn: addMonthsClamped(today, 12) });
    } finally {
      await admin.patch('/settings', { long_term_rate: 0.12, long_term_months: 24 });
    }
  });

  it('creates no loan for the steps the wizard skipped (left out, null or empty)', async () => {
    const res = await createUser(
      newMember({ ltl_principal: null, ltl_loan_amount: '', ltl_date_issued: ' ', stl_principal: null }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ltl_id: null,
      stl_id: null,
      long_term_loan_details: { installment: 0 },
      short_term_loan_details: { installment: 0 },
      monthly_payment_total: 2500,
    });
  });
});

describe('POST /create-user-account with loans: conflicts and access', () => {
  it('refuses a taken email with 409 and writes no loan', async () => {
    const first = await createUser(newMember({ email: 'taken.loans@example.com' }));
    expect(first.statusCode).toBe(201);
    const before = await countWizardRows(ctx.database.db);
    const res = await createUser(
      newMember({
        ...longTermLoan,
        ...shortTermLoan,
        email: 'Taken.Loans@Example.com',
        initial_savings: 900,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with this email already exists.');
    expect(await countWizardRows(ctx.database.db)).toEqual(before);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('lets only an admin create a member with loans', async () => {
    const before = await countWizardRows(ctx.database.db);
    const payload = newMember({ ...longTermLoan, ...shortTermLoan });
    const statuses = await statusesFor(ctx, callers, 'POST', '/create-user-account', payload);
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
    const after = await countWizardRows(ctx.database.db);
    expect([after.users - before.users, after.loans - before.loans]).toEqual([1, 2]);
  });
});
