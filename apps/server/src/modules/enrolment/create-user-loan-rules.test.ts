import { isoDateInGroupZone, LONG_TERM_LOAN_MESSAGE, PRINCIPAL_ABOVE_AMOUNT } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { useAdminApp } from '../../test/scene.js';
import { countWizardRows, longTermLoan, newMembers, shortTermLoan } from '../../test/wizard-rows.js';

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

const LONG_TERM_NEEDS_BOTH = LONG_TERM_LOAN_MESSAGE;
const tomorrow = () => isoDateInGroupZone(new Date(Date.now() + 86_400_000));

const newMember = newMembers('Otieno', 'Ouma');

/**
 * A refusal is a 422 naming the field, and nothing of the wizard is written
 * (docs/decisions/wire.md, "Error answers").
 */
async function expectRefused(payload: unknown, message: string, field: string) {
  const before = await countWizardRows(ctx.database.db);
  const res = await send(ctx, admin, 'POST', '/create-user-account', payload);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().message).toBe(message);
  expect(res.json().fields?.[field]).toBe(message);
  expect(await countWizardRows(ctx.database.db)).toEqual(before);
}

// docs/spec/validation.md, "Create-user wizard"
describe("POST /create-user-account refuses a loan outside the wizard's rules", () => {
  it.each([
    ['only the principal', { ltl_principal: 50000 }, 'ltl_loan_amount'],
    ['only the loan amount', { ltl_loan_amount: 50000 }, 'ltl_principal'],
    ['only the date', { ltl_date_issued: '2026-01-05' }, 'ltl_principal'],
    ['a principal of 0', { ...longTermLoan, ltl_principal: 0 }, 'ltl_principal'],
    ['a loan amount that is text', { ...longTermLoan, ltl_loan_amount: '150000' }, 'ltl_loan_amount'],
    ['a principal that is not a number', { ...longTermLoan, ltl_principal: true }, 'ltl_principal'],
  ])('a long-term loan with %s', async (_case, loan, field) => {
    await expectRefused(newMember(loan), LONG_TERM_NEEDS_BOTH, field);
  });

  it.each([
    [{ ...longTermLoan, ltl_principal: 500 }, 'ltl_principal must be at least 1,000', 'ltl_principal'],
    [{ ...longTermLoan, ltl_principal: 1500 }, 'ltl_principal must be a multiple of 1,000', 'ltl_principal'],
    [{ ...longTermLoan, ltl_principal: -5000 }, 'ltl_principal must not be negative', 'ltl_principal'],
    [
      { ...longTermLoan, ltl_loan_amount: 150000.5 },
      'ltl_loan_amount must be a multiple of 1,000',
      'ltl_loan_amount',
    ],
    [{ ...longTermLoan, ltl_principal: 200000 }, PRINCIPAL_ABOVE_AMOUNT, 'ltl_principal'],
    [{ ...longTermLoan, ltl_date_issued: null }, 'ltl_date_issued is required', 'ltl_date_issued'],
    [
      { ...longTermLoan, ltl_date_issued: '31/12/2025' },
      'ltl_date_issued must be a date (YYYY-MM-DD)',
      'ltl_date_issued',
    ],
    [
      { ...longTermLoan, ltl_date_issued: '2026-02-30' },
      'ltl_date_issued is not a real date',
      'ltl_date_issued',
    ],
    [{ ...shortTermLoan, stl_principal: '' }, 'stl_principal is required', 'stl_principal'],
    [{ ...shortTermLoan, stl_principal: 999 }, 'stl_principal must be at least 1,000', 'stl_principal'],
    [{ ...shortTermLoan, stl_principal: 2500 }, 'stl_principal must be a multiple of 1,000', 'stl_principal'],
    [{ ...shortTermLoan, stl_principal: '30000' }, 'stl_principal must be a number', 'stl_principal'],
    [{ stl_principal: 30000 }, 'stl_date_issued is required', 'stl_date_issued'],
    [
      { ...shortTermLoan, stl_date_issued: 20261031 },
      'stl_date_issued must be a date (YYYY-MM-DD)',
      'stl_date_issued',
    ],
  ])('%j: %s', async (loan, message, field) => {
    await expectRefused(newMember(loan), message, field);
  });

  it('refuses a loan dated in the future, for either kind', async () => {
    const future = tomorrow();
    await expectRefused(
      newMember({ ...longTermLoan, ltl_date_issued: future }),
      'ltl_date_issued must not be in the future',
      'ltl_date_issued',
    );
    await expectRefused(
      newMember({ ...shortTermLoan, stl_date_issued: future }),
      'stl_date_issued must not be in the future',
      'stl_date_issued',
    );
  });

  it('refuses the whole wizard, valid long-term loan too, when the short-term one is wrong', async () => {
    await expectRefused(
      newMember({ ...longTermLoan, stl_principal: 30000 }),
      'stl_date_issued is required',
      'stl_date_issued',
    );
  });
});
