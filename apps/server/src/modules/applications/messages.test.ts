import {
  applicationDecidedMessage,
  guaranteeAnsweredMessage,
  guarantorAskedMessage,
  loanIssuedMessage,
  settableClock,
} from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { onlyMessage, setLanguage, textOf } from '../../test/messages.js';
import { bringCashIn, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { messagesFor } from '../outbox/outbox.service.js';

/**
 * docs/decisions/notifications.md, "Loans": each guarantor asked, the borrower told of each answer
 * and of the decision, and of the loan issued, each once, in the reader's language.
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let admin: SignedIn;
let borrower: SignedIn;
let guarantor: SignedIn;
let decliner: SignedIn;

usePeopleApp(
  {
    admin: 'admin',
    borrower: named('Wanjiru Borrower'),
    guarantor: named('Otieno Guarantor'),
    decliner: named('Akinyi Decliner'),
  },
  async (scene) => {
    ({ ctx, admin, borrower, guarantor, decliner } = scene);
    await setQuorum(ctx, 1);
    await bringCashIn(ctx, admin, 1_000_000);
    await openSavings(ctx, admin, borrower.id, 10_000);
    await openSavings(ctx, admin, guarantor.id, 20_000);
    await openSavings(ctx, admin, decliner.id, 5_000);
    // The guarantor and the borrower read Kiswahili, the decliner English.
    await setLanguage(ctx, guarantor.id, 'sw');
    await setLanguage(ctx, borrower.id, 'sw');
  },
  { clock },
);

const apply = async (
  kind: 'short_term' | 'long_term',
  amount: number,
  guarantors: number[],
  who: SignedIn = borrower,
) => {
  const res = await as(ctx, who).post('/loan-applications', {
    kind,
    amount,
    purpose: 'School fees',
    guarantors,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application_id as number;
};

describe('a loan application', () => {
  it('asks each guarantor named, with the borrower, the amount and the screen where they answer', async () => {
    const id = await apply('short_term', 40_000, [guarantor.id, decliner.id]);
    const figures = {
      borrower: 'Wanjiru Borrower',
      amount: 4_000_000,
      kind: 'short_term' as const,
      url: '/my-applications',
    };
    const asked = await onlyMessage(ctx, guarantor.id, 'guarantor_asked');
    expect(textOf(asked)).toEqual(guarantorAskedMessage('sw', { ...figures, firstname: 'Otieno' }));
    expect(asked).toMatchObject({
      link: '/my-applications',
      eventKey: `application:${id}:guarantor:${guarantor.id}:asked`,
    });
    const other = await onlyMessage(ctx, decliner.id, 'guarantor_asked');
    expect(textOf(other)).toEqual(guarantorAskedMessage('en', { ...figures, firstname: 'Akinyi' }));
    expect(await messagesFor(ctx.database.db, borrower.id, 'guarantor_asked')).toEqual([]);

    const url = `/loan-applications/${id}/guarantees`;
    const accepted = await as(ctx, guarantor).patch(`${url}/${guarantor.id}`, {
      decision: 'Accepted',
      amount: 10_000,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const declined = await as(ctx, decliner).patch(`${url}/${decliner.id}`, { decision: 'Declined' });
    expect(declined.statusCode, declined.body).toBe(200);
    // A second answer is refused and tells nobody again.
    expect(
      (await as(ctx, decliner).patch(`${url}/${decliner.id}`, { decision: 'Declined' })).statusCode,
    ).toBe(409);
    const answers = await messagesFor(ctx.database.db, borrower.id, 'guarantee_answered');
    expect(answers.map(textOf)).toEqual([
      guaranteeAnsweredMessage('sw', {
        firstname: 'Wanjiru',
        guarantor: 'Otieno Guarantor',
        accepted: true,
        pledged: 1_000_000,
        amount: 4_000_000,
      }),
      guaranteeAnsweredMessage('sw', {
        firstname: 'Wanjiru',
        guarantor: 'Akinyi Decliner',
        accepted: false,
        pledged: 0,
        amount: 4_000_000,
      }),
    ]);

    const approved = await as(ctx, admin).patch(`/loan-applications/${id}`, { decision: 'Approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const loanId = approved.json().application.loan_id as number;
    const decided = await onlyMessage(ctx, borrower.id, 'application_decided');
    expect(textOf(decided)).toEqual(
      applicationDecidedMessage('sw', {
        firstname: 'Wanjiru',
        approved: true,
        amount: 4_000_000,
        kind: 'short_term',
        reason: null,
      }),
    );
    const issued = await onlyMessage(ctx, borrower.id, 'loan_issued');
    const detail = (await as(ctx, borrower).get(`/loans/${loanId}`)).json();
    expect(textOf(issued)).toEqual(
      loanIssuedMessage('sw', {
        firstname: 'Wanjiru',
        kind: 'short_term',
        amount: 4_000_000,
        firstDue: '2027-02-05',
        installment: Math.round(detail.schedule[0].installment * 100),
        installments: 3,
        loanId,
      }),
    );
    expect(issued).toMatchObject({ link: `/loans/${loanId}`, eventKey: `loan:${loanId}:issued` });
    // A decision again is refused and tells nothing more.
    expect(
      (await as(ctx, admin).patch(`/loan-applications/${id}`, { decision: 'Rejected', reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(await messagesFor(ctx.database.db, borrower.id, 'application_decided')).toHaveLength(1);
  });

  it('tells the applicant of a rejection with its reason, in their language', async () => {
    const id = await apply('long_term', 5_000, [], decliner);
    const res = await as(ctx, admin).patch(`/loan-applications/${id}`, {
      decision: 'Rejected',
      reason: 'Attend two meetings first',
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = await onlyMessage(ctx, decliner.id, 'application_decided');
    expect(textOf(decided)).toEqual(
      applicationDecidedMessage('en', {
        firstname: 'Akinyi',
        approved: false,
        amount: 500_000,
        kind: 'long_term',
        reason: 'Attend two meetings first',
      }),
    );
    expect(decided).toMatchObject({ eventKey: `application:${id}:decided`, language: 'en' });
  });
});

describe('a loan issued by an official', () => {
  it('tells the member the amount, the first installment and its day, once, in English', async () => {
    const res = await as(ctx, admin).post('/addloan', {
      user_id: decliner.id,
      loan_amount: 12_000,
      date_issued: '2027-01-05',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { loan_id, installment_amount } = res.json();
    const issued = await onlyMessage(ctx, decliner.id, 'loan_issued');
    const detail = (await as(ctx, admin).get(`/loans/${loan_id}`)).json();
    expect(textOf(issued)).toEqual(
      loanIssuedMessage('en', {
        firstname: 'Akinyi',
        kind: 'long_term',
        amount: 1_200_000,
        firstDue: detail.schedule[0].due_date,
        installment: Math.round(installment_amount * 100),
        installments: detail.schedule.length,
        loanId: loan_id,
      }),
    );
  });
});
