import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { moveClockFor, type SignedIn, type TestContext } from '../../test/app.js';
import { answer, dispute, statementEntryIds } from '../../test/dispute-scene.js';
import { as } from '../../test/http.js';
import { issueLongTermLoan, openSavings, payLoan, setFines, submit } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';

/**
 * docs/decisions/disputes.md, "Fines wait": the late fines of a loan whose line is disputed wait for
 * the answer, and are charged on the first run after it, if the installment is still late.
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let admin: SignedIn;
let repaid: SignedIn;
let pending: SignedIn;
let undisputed: SignedIn;
const disputes: number[] = [];

usePeopleApp(
  {
    admin: 'admin',
    repaid: named('Wanjiru Repaid'),
    pending: named('Otieno Pending'),
    undisputed: named('Akinyi Undisputed'),
  },
  async (scene) => {
    ({ ctx, admin, repaid, pending, undisputed } = scene);
    await setQuorum(ctx, 1);
    for (const member of [repaid, pending, undisputed]) {
      await openSavings(ctx, admin, member.id, 10_000);
      await issueLongTermLoan(ctx, admin, member.id, 6_000, '2027-01-05');
    }
    await setFines(ctx, admin, { late_fine_amount: 500, missed_contribution_fine: 0 });
  },
  { clock },
);

const runJob = async () => (await as(ctx, admin).post('/fines/run')).json().charged as number;
const lateFines = async (who: SignedIn) =>
  (
    (await as(ctx, admin).get(`/fines?user_id=${who.id}&per_page=100`)).json().fines as { kind: string }[]
  ).filter((fine) => fine.kind === 'late_installment');
const moveTo = async (date: string) => {
  ({ admin, repaid, pending, undisputed } = await moveClockFor(ctx, clock, date, {
    admin,
    repaid,
    pending,
    undisputed,
  }));
};

describe('fines on a disputed installment', () => {
  it('wait while a repayment of the loan, or a payment towards it still pending, is disputed', async () => {
    await moveTo('2027-01-20');
    // A repayment approved short of what the member says they paid: its entry is on their statement.
    await payLoan(ctx, admin, { who: repaid, amount: 100, date: '2027-01-20', type: 'LTL' });
    const entries = await statementEntryIds(ctx, repaid);
    const repayment = entries.at(-1) as number;
    const first = await dispute(ctx, repaid, { journal_entry_id: repayment }, 'I paid 1,000, not 100.');
    expect(first.statusCode, first.body).toBe(201);
    // A payment towards the loan that an official has not approved yet.
    const payment = await submit(ctx, pending, pending.id, [
      { transaction_type: 'LTL', transaction_amount: 900 },
    ]);
    const second = await dispute(
      ctx,
      pending,
      { transaction_id: payment },
      'Paid on the 20th, still pending.',
    );
    expect(second.statusCode, second.body).toBe(201);
    disputes.push(first.json().dispute_id, second.json().dispute_id);

    await moveTo('2027-02-06');
    expect(await runJob()).toBe(1);
    expect(await lateFines(undisputed)).toHaveLength(1);
    expect(await lateFines(repaid)).toEqual([]);
    expect(await lateFines(pending)).toEqual([]);
  });

  it('are charged on the first run after the answer, when the installment is still late', async () => {
    await moveTo('2027-02-10');
    expect(await runJob()).toBe(0);
    for (const id of disputes) {
      const res = await answer(ctx, admin, id, {
        status: 'Rejected',
        answer: 'The M-Pesa statement shows 100.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await runJob()).toBe(2);
    expect(await runJob()).toBe(0);
    expect(await lateFines(repaid)).toHaveLength(1);
    expect(await lateFines(pending)).toHaveLength(1);
  });
});
