// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
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
    const shortOf = 'Insufficient funds in Till: balance KES 100.00.';
    stubApi({
      '/all-bank-accounts': { accounts: [{ account_id: 3, name: 'Till', amount: 100 }] },
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

    await screen.findByRole('option', { name: 'Till (KES 100.00)' });
    fill(field('Account'), '3');
    fill(field('Amount'), '250');
    fill(field('Expense Type'), 'Transport');
    add();
    expect(await errorOf(field('Amount'), shortOf)).toBe(shortOf);
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { account_id: 3, amount: 250, comment_type: 'Transport' },
      ]),
    );
  });
});
