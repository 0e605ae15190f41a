// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import {
  errorOf,
  fill,
  listedMember,
  pickMember,
  renderAt,
  sent,
  stubApi,
} from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { NewWithdrawalForm } from './components/NewWithdrawalForm';
import { MyWithdrawalsPage } from './pages/MyWithdrawalsPage';
import { WithdrawalsPage } from './pages/WithdrawalsPage';
import { WITHDRAWAL_ROWS } from './test-fixtures';

/**
 * The withdrawals screens in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the officials' list with its filters, the new withdrawal for a member and the
 * rejection's dialog, and a member's own free savings, notice and requests. The data are names, the
 * account's name and the reasons typed.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const PAGE = {
  withdrawals: WITHDRAWAL_ROWS,
  pagination: { page: 1, per_page: 10, total: 3, pages: 1 },
};
const ALLOWANCE = {
  user_id: 4,
  savings: 20000,
  pledges_held: 2000,
  loans_require: 5000,
  requested: 1000,
  free: 12000,
  loan_multiplier: 3,
  notice_days: 7,
  payable_on: '2026-03-17',
};

const DATA = ['Wanjiru Kamau', 'Equity Bank', 'School fees', 'Asked twice'];

describe('withdrawals in Kiswahili', () => {
  inKiswahili();

  it("shows the officials every member's withdrawals, a new one and a rejection in Kiswahili", async () => {
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/withdrawals/allowance/4': ALLOWANCE,
      '/withdrawals?': PAGE,
    });
    renderAt(<WithdrawalsPage />, '/withdrawals');
    await screen.findByRole('table', { name: sw.withdrawals.table.label });
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: sw.withdrawals.page.new }));
    await pickMember(sw.withdrawals.form.member, 'Wanjiru Kamau');
    await screen.findByRole('region', { name: sw.withdrawals.free.label });
    await screen.findByText('Wanjiru Kamau anaweza kutoa');
    fireEvent.click(screen.getByRole('button', { name: 'Kataa ombi la kutoa akiba la Wanjiru Kamau' }));
    await screen.findByRole('dialog', { name: sw.withdrawals.reject.title });
    expect(notKiswahili(DATA)).toEqual([]);
  });

  // docs/decisions/languages.md, "Form messages"
  it('says the rules’ refusals of a new withdrawal in Kiswahili', async () => {
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/withdrawals/allowance/4': ALLOWANCE,
      '/withdrawals': {},
    });
    renderAt(<NewWithdrawalForm />, '/withdrawals');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: sw.withdrawals.form.submit }));
    submit();
    const amount = screen.getByLabelText(sw.withdrawals.form.amount);
    const reason = screen.getByLabelText(sw.withdrawals.form.reason);
    expect(
      await errorOf(screen.getByLabelText(sw.withdrawals.form.member), 'Mwanachama: inahitajika'),
    ).toBeTruthy();
    expect(await errorOf(amount, 'Kiasi: inahitajika')).toBeTruthy();
    expect(await errorOf(reason, 'Sababu: inahitajika')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    await pickMember(sw.withdrawals.form.member, 'Wanjiru Kamau');
    fill(amount, '1500.555');
    fill(reason, 'School fees');
    submit();
    expect(await errorOf(amount, 'Kiasi: isiwe na zaidi ya desimali mbili')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("shows a member their free savings, the group's notice and their requests in Kiswahili", async () => {
    stubApi({ '/withdrawals/allowance/4': ALLOWANCE, '/withdrawals?': PAGE });
    const user = { id: 4, users_id: 4, role: 'member', office: 'member' };
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
    renderAt(<MyWithdrawalsPage />, '/my-withdrawals');
    await screen.findByRole('table', { name: sw.withdrawals.table.label });
    await screen.findByRole('region', { name: sw.withdrawals.free.label });
    expect(screen.getByRole('heading', { name: sw.withdrawals.mine.requests })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
