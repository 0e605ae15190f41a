// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { AccountsPage } from './pages/AccountsPage';
import { WANJIRU_ACCOUNT } from './test-fixtures';

/**
 * The accounts screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the create-account form, the accounts with their filters, and a member's profile card. Names,
 * emails and member numbers are data.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));
// The member's history is the audit screen's own, proven there.
vi.mock('../audit', () => ({ HistoryPanel: () => null }));

const DATA = ['Wanjiru Kamau', 'wanjiru@example.com', 'M004'];

const ACCOUNTS = {
  accounts: [WANJIRU_ACCOUNT],
  pagination: { page: 1, per_page: 10, total: 1, pages: 1 },
};

const SUMMARY = {
  user_details: {
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    email: 'wanjiru@example.com',
    member_number: 'M004',
    phone: '254712345678',
  },
  financial_summary: {
    savings: { current_amount: 125000.5, monthly_target: 2500 },
    loans: { long_term: { monthly_payment: 4442.44 }, short_term: { monthly_payment: 0 } },
  },
  monthly_total: 6942.44,
};

describe('the accounts screen in Kiswahili', () => {
  inKiswahili();

  it('shows the accounts, the form that opens one, and a member’s profile card', async () => {
    stubApi({ '/allacounts': ACCOUNTS, '/accounts/4': SUMMARY });
    renderAt(<AccountsPage />, '/accounts');
    await screen.findByRole('table', { name: sw.accounts.table.label });
    expect(tableText(sw.accounts.table.label)).toEqual([
      ['Mwanachama', 'Barua pepe', 'Akiba', 'Inayotarajiwa kwa mwezi', 'Angalia'],
      ['Wanjiru Kamau', 'wanjiru@example.com', '125,000.50', '2,500.00', 'Angalia wasifu wa Wanjiru Kamau'],
    ]);
    expect(screen.getByRole('heading', { name: sw.accounts.create.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Angalia wasifu wa Wanjiru Kamau' }));
    const card = await screen.findByTestId('profile-card');
    expect(within(card).getByText(sw.accounts.profile.monthlyTotal)).toBeTruthy();
    expect(within(card).getByRole('button', { name: sw.accounts.password.reset })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: sw.accounts.phone.change }));
    expect(await screen.findByRole('form', { name: sw.accounts.phone.form })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: sw.accounts.password.reset }));
    expect(await screen.findByRole('button', { name: sw.accounts.password.confirmReset })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
