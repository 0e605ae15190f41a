// @vitest-environment happy-dom
import type { SavingDetails, SavingRow } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { errorOf, fill, listedMember, renderAt, stubApi } from '../../lib/testing/component';
import { GROUP_SETTINGS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { AddSavingForm } from './components/AddSavingForm';
import { SavingDetailsPage } from './pages/SavingDetailsPage';
import { SavingsPage } from './pages/SavingsPage';
import { FIRST_DEPOSIT } from './test-fixtures';

/**
 * The savings screens in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the list with its filters, an account with its deposits, and the form that opens one. Where a
 * deposit came from is the server's words.
 */

afterEach(() => vi.unstubAllGlobals());

const saving: SavingRow = {
  saving_id: 3,
  user_id: 4,
  user_firstname: 'Wanjiru',
  user_lastname: 'Kamau',
  amount_saved: 12_500.75,
  expected_saving: 30_000,
};

const details: SavingDetails = {
  saving: { ...saving, created_at: '2026-01-05T07:00:00.000Z' },
  deposits: [
    FIRST_DEPOSIT,
    {
      entry_id: 8,
      date: '2026-04-01',
      amount: 11_000.25,
      source: 'Share-out',
      transaction_id: null,
      running_balance: 12_500.75,
    },
  ],
};

const NAMES = ['Wanjiru', 'Kamau'];

describe('the savings screens in Kiswahili', () => {
  inKiswahili();

  it('lists the savings accounts in Kiswahili', async () => {
    stubApi({
      '/all-savings': { savings: [saving], pagination: { page: 1, per_page: 10, total: 1, pages: 1 } },
      '/totalsavings': { total_savings: 12_500.75 },
    });
    renderAt(<SavingsPage />, '/savings');
    expect(await screen.findByRole('table', { name: sw.savings.table.label })).toBeTruthy();
    expect(await screen.findByText('KES 12,500.75')).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw.savings.title })).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it('shows an account and its deposits in Kiswahili', async () => {
    stubApi({ '/saving-details/3': details });
    renderAt(
      <Routes>
        <Route path="/saving-details/:id" element={<SavingDetailsPage />} />
      </Routes>,
      '/saving-details/3',
    );
    expect(await screen.findByRole('table', { name: sw.savings.deposits.title })).toBeTruthy();
    expect(screen.getByText('02/03/2026')).toBeTruthy();
    // Where the money came from is the server's words (docs/decisions/languages.md, "Data on screen").
    expect(notKiswahili([...NAMES, 'TRN-3', 'Share-out'])).toEqual([]);
  });

  it('opens an account with the form in Kiswahili', async () => {
    stubApi({ '/settings': GROUP_SETTINGS, '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] } });
    renderAt(<AddSavingForm />, '/add-savings');
    await screen.findByDisplayValue('30000');
    expect(screen.getByRole('button', { name: sw.savings.add.title })).toBeTruthy();
    expect(screen.getByLabelText(sw.savings.add.user)).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  // docs/decisions/languages.md, "Form messages"
  it('says the rules’ refusals in Kiswahili', async () => {
    stubApi({ '/settings': GROUP_SETTINGS, '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] } });
    renderAt(<AddSavingForm />, '/add-savings');
    await screen.findByDisplayValue('30000');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: sw.savings.add.title }));
    submit();
    const amount = screen.getByLabelText(sw.savings.add.amount);
    expect(await errorOf(screen.getByLabelText(sw.savings.add.user), 'Mwanachama: inahitajika')).toBeTruthy();
    expect(await errorOf(amount, 'Kiasi: inahitajika')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);

    fill(amount, '10.555');
    submit();
    expect(await errorOf(amount, 'Kiasi: isiwe na zaidi ya desimali mbili')).toBeTruthy();
    fill(amount, '-5');
    submit();
    expect(await errorOf(amount, 'Kiasi: thamani isiwe chini ya sifuri')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });
});
