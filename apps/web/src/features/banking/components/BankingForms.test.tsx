// @vitest-environment happy-dom

import { todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { AddExpenseForm } from './AddExpenseForm';
import { CreateBankAccountForm } from './CreateBankAccountForm';

/**
 * The bank account and expense forms' refusals (docs/spec/validation.md, "Other forms"), checked on the
 * component: each field's messages, nothing sent while they refuse, the body sent, and the server's refusal
 * under the amount. form-errors.e2e.ts keeps the messages on screen at both widths, with the server's
 * refusals of a name taken and of too little money (docs/testing.md, "Component tests and browser
 * tests").
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the bank account form', () => {
  it('requires a name, refuses a negative opening balance, and sends the name trimmed', async () => {
    stubApi({ '/create-bank-account': { account_id: 3, message: 'Bank account created successfully!' } });
    renderAt(<CreateBankAccountForm />, '/expenses');
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    add();
    expect(await errorOf(field('Account Name'), 'Account name is required')).toBe('Account name is required');
    fill(field('Account Name'), '  Equity Bank ');
    fill(field('Amount'), '-5');
    add();
    expect(await errorOf(field('Amount'), 'Amount must not be negative')).toBe('Amount must not be negative');
    expect(sent).toEqual([]);
    fill(field('Amount'), '');
    add();
    await screen.findByText('Bank account created successfully!');
    expect(sent.map((call) => call.body)).toEqual([{ name: 'Equity Bank' }]);
  });
});

describe('the expense form', () => {
  it('requires an account, an amount and a type, and shows the server’s refusal under the amount', async () => {
    const shortOf = 'Insufficient funds in M-Pesa Paybill: balance KES 0.00.';
    stubApi({
      '/books/accounts': MONEY_ACCOUNTS,
      '/create-expense': refusal(422, shortOf, { amount: shortOf }),
    });
    renderAt(<AddExpenseForm />, '/add-expense');
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Expense' }));
    add();
    expect(await errorOf(field('Account'), 'Account is required')).toBe('Account is required');
    expect(await errorOf(field('Amount'), 'Amount is required')).toBe('Amount is required');
    expect(await errorOf(field('Expense Type'), 'Expense type is required')).toBe('Expense type is required');
    fill(field('Amount'), '10.555');
    add();
    expect(await errorOf(field('Amount'), 'Amount must have at most two decimals')).toBe(
      'Amount must have at most two decimals',
    );
    expect(sent).toEqual([]);

    await screen.findByRole('option', { name: 'M-Pesa Paybill (KES 0.00)' });
    fill(field('Account'), '7');
    fill(field('Amount'), '250');
    fill(field('Expense Type'), 'Transport');
    add();
    expect(await errorOf(field('Amount'), shortOf)).toBe(shortOf);
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { account_id: 7, amount: 250, comment_type: 'Transport', date: todayInGroupZone() },
      ]),
    );
  });

  it('offers Cash on hand, is dated today unless changed, refuses a future date and sends the date chosen', async () => {
    stubApi({
      '/books/accounts': MONEY_ACCOUNTS,
      '/create-expense': {
        expense_id: 4,
        balance: 50,
        message: 'Expense added and amount deducted successfully!',
      },
    });
    renderAt(<AddExpenseForm />, '/add-expense');
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Expense' }));
    expect(field('Date').value).toBe(todayInGroupZone());
    await screen.findByRole('option', { name: 'Cash on hand (KES 0.00)' });
    fill(field('Account'), '1');
    fill(field('Amount'), '150');
    fill(field('Expense Type'), 'Meeting');
    fill(field('Date'), '2999-01-01');
    add();
    expect(await errorOf(field('Date'), 'Date must not be in the future')).toBe(
      'Date must not be in the future',
    );
    expect(sent).toEqual([]);
    fill(field('Date'), '2026-03-04');
    add();
    await screen.findByText('Expense added and amount deducted successfully!');
    expect(sent.map((call) => call.body)).toEqual([
      { account_id: 1, amount: 150, comment_type: 'Meeting', date: '2026-03-04' },
    ]);
  });
});
