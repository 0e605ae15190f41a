// @vitest-environment happy-dom
import {
  addMonthsClamped,
  EMAIL_MESSAGE,
  PASSWORD_MESSAGE,
  REQUIRED_USER_MESSAGE,
  todayInGroupZone,
} from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, fill, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { CreateUserWizard } from './CreateUserWizard';

/**
 * The wizard's rules (docs/spec/validation.md, "Create-user wizard", Create user), step by step, checked on
 * the component: each message, and the min and step the number inputs carry. The journeys (members created
 * with and without loans, the server's refusal) and one message of the user and long-term loan steps on
 * screen are wizard.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

const LONG_TERM_LOAN_MESSAGE = 'Long Term Loan requires both principal and loan amount to be valid numbers';
const PASSWORD = 'Chama-Pesa-7x!';

beforeEach(() => stubApi({ '/settings': GROUP_SETTINGS, '/books/accounts': MONEY_ACCOUNTS }));
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const alertSays = async (message: string) =>
  waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
const onStep = (name: string) => screen.findByRole('heading', { name, level: 2 });
const refusal = async (label: string, message: string) =>
  expect(await errorOf(field(label), message)).toBe(message);

function fillUser(user: { firstname: string; lastname: string; email: string; password: string }) {
  fill(field('First Name'), user.firstname);
  fill(field('Last Name'), user.lastname);
  fill(field('Email'), user.email);
  fill(field('Password (optional)'), user.password);
}

async function atSavings() {
  renderAt(<CreateUserWizard />, '/add-member');
  await onStep('User info');
  fillUser({ firstname: 'Njeri', lastname: 'Wambui', email: 'njeri@example.com', password: PASSWORD });
  next();
  await onStep('Savings');
  await waitFor(() => expect(field('Savings Target').value).toBe('30000'));
}

describe('the create-user wizard', () => {
  it('asks for the user, a valid email and a strong password, one message at a time', async () => {
    renderAt(<CreateUserWizard />, '/add-member');
    await onStep('User info');
    next();
    await alertSays(REQUIRED_USER_MESSAGE);
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');

    fillUser({ firstname: 'Njeri', lastname: '', email: 'x', password: 'y' });
    next();
    await waitFor(() => expect(field('Last Name').getAttribute('aria-invalid')).toBe('true'));
    await alertSays(REQUIRED_USER_MESSAGE);
    expect(field('First Name').getAttribute('aria-invalid')).toBeNull();

    fillUser({ firstname: 'Njeri', lastname: 'Wambui', email: 'njeri@', password: 'y' });
    next();
    await alertSays(EMAIL_MESSAGE);
    fill(field('Email'), 'njeri@example.com');
    next();
    await alertSays(PASSWORD_MESSAGE);
    fill(field('Password (optional)'), 'alllowercase1!');
    next();
    await alertSays(PASSWORD_MESSAGE);
    fill(field('Password (optional)'), PASSWORD);
    next();
    await onStep('Savings');
    expect(sent).toEqual([]);
  });

  it("refuses a savings target off the group's steps and savings of more than two decimals", async () => {
    await atSavings();
    expect([field('Savings Target').min, field('Savings Target').step, field('Initial Savings').min]).toEqual(
      ['1000', '1000', '0'],
    );
    for (const [typed, message] of [
      ['', 'Savings target is required'],
      ['500', 'Savings target must be at least 1,000'],
      ['1500', 'Savings target must be a multiple of 1,000'],
    ] as const) {
      fill(field('Savings Target'), typed);
      next();
      await refusal('Savings Target', message);
    }
    fill(field('Savings Target'), '24000');
    fill(field('Initial Savings'), '10.555');
    next();
    await refusal('Initial Savings', 'Initial savings must have at most two decimals');
    fill(field('Initial Savings'), '10.55');
    next();
    await onStep('Long-term loan');
  });

  it("refuses a long-term loan's figures and date, and a short-term principal under 1,000", async () => {
    await atSavings();
    next();
    await onStep('Long-term loan');
    for (const label of ['Loan Amount', 'Principal']) {
      expect([field(label).min, field(label).step]).toEqual(['1000', '1000']);
    }
    fill(field('Principal'), '50000');
    next();
    await alertSays(LONG_TERM_LOAN_MESSAGE);
    expect(field('Loan Amount').getAttribute('aria-invalid')).toBe('true');
    fill(field('Loan Amount'), '0');
    next();
    await alertSays(LONG_TERM_LOAN_MESSAGE);
    fill(field('Loan Amount'), '40000');
    next();
    await refusal('Principal', 'The principal still owed cannot be more than the loan amount');
    fill(field('Loan Amount'), '100500');
    next();
    await refusal('Loan Amount', 'Loan amount must be a multiple of 1,000');
    fill(field('Loan Amount'), '100000');
    fill(field('Date Issued'), addMonthsClamped(todayInGroupZone(), 1));
    next();
    await refusal('Date Issued', 'Date issued must not be in the future');
    fill(field('Date Issued'), todayInGroupZone());
    next();
    await onStep('Short-term loan');

    expect([field('Principal').min, field('Principal').step]).toEqual(['1000', '1000']);
    fill(field('Principal'), '999');
    next();
    await refusal('Principal', 'Principal must be at least 1,000');
    fill(field('Principal'), '');
    next();
    await onStep('Review and submit');
    expect(sent).toEqual([]);
  });
});
