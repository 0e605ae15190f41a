// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { GROUP_SETTINGS } from '../../../lib/testing/fixtures';
import { ApplyLoanForm } from './ApplyLoanForm';

/**
 * The Apply for a loan form's refusals (docs/decisions/lending.md, "Guarantors"), checked on the
 * component: the amount and purpose required, whole months within the group's term for the kind,
 * nothing sent while it refuses, the body sent, and the server's refusal under the amount.
 * loan-lifecycle.e2e.ts keeps the journey (docs/testing.md, "Component tests and browser tests").
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const LIMIT = { user_id: 4, savings: 10000, owed: 0, multiplier: 3, limit: 30000, free_savings: 10000 };

async function renderForm(answer: object) {
  stubApi({ '/settings': GROUP_SETTINGS, '/loans/limit/4': LIMIT, '/loan-applications': answer });
  renderAt(<ApplyLoanForm userId={4} />, '/apply-loan');
  await screen.findByText(/You may borrow up to KES 30,000\.00 without guarantors/);
  await screen.findByText('Up to 3 months; left empty, 3.');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the Apply for a loan form', () => {
  it("requires an amount and a purpose, whole months within the kind's term, sending nothing", async () => {
    const apply = await renderForm(refusal(500, ''));
    apply();
    expect(await errorOf(field('Amount (KES)'), 'Amount is required')).toBe('Amount is required');
    expect(await errorOf(field('Purpose'), 'Purpose is required')).toBe('Purpose is required');
    fill(field('Amount (KES)'), '5000');
    fill(field('Purpose'), 'School fees');
    fill(field('Months (optional)'), '1.5');
    apply();
    const whole = 'Months must be a whole number of months';
    expect(await errorOf(field('Months (optional)'), whole)).toBe(whole);
    fill(field('Months (optional)'), '4');
    apply();
    const term = 'Months must be from 1 to 3 for a short-term loan';
    expect(await errorOf(field('Months (optional)'), term)).toBe(term);
    expect(sent).toEqual([]);
  });

  it("sends the application, and shows the server's refusal under the amount", async () => {
    const said = 'amount is more than the group lends';
    const apply = await renderForm(refusal(400, said, { amount: said }));
    fill(field('Kind of loan'), 'long_term');
    await screen.findByText('Up to 24 months; left empty, 24.');
    fill(field('Amount (KES)'), '50000.50');
    fill(field('Months (optional)'), '12');
    fill(field('Purpose'), ' Dairy cow ');
    apply();
    const shown = 'Amount is more than the group lends';
    expect(await errorOf(field('Amount (KES)'), shown)).toBe(shown);
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { kind: 'long_term', amount: 50000.5, months: 12, purpose: 'Dairy cow', guarantors: [] },
      ]),
    );
  });

  it('says the limit and the guarantors still needed once the application is in', async () => {
    const apply = await renderForm({
      application_id: 9,
      status: 'Pending',
      limit: 30000,
      guaranteed: 0,
      shortfall: 20000,
    });
    fill(field('Amount (KES)'), '50000');
    fill(field('Purpose'), 'Dairy cow');
    apply();
    await screen.findByText(
      'Application submitted. Your limit is KES 30,000.00; your guarantors need to pledge KES 20,000.00.',
    );
    expect(sent.map((call) => call.method)).toEqual(['POST']);
  });
});
