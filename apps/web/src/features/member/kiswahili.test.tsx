// @vitest-environment happy-dom
import type { MemberItemRow, MemberLoanRow } from '@links/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MemberLtlPage } from './pages/MemberLtlPage';
import { MemberSavingsPage } from './pages/MemberSavingsPage';
import { MemberShortLoanPage } from './pages/MemberShortLoanPage';
import { MemberStlPage } from './pages/MemberStlPage';

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

/**
 * A member's own screens in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): their savings, their long-term loan's repayments and their short-term loan at a glance.
 */

afterEach(() => vi.unstubAllGlobals());

/** Signs Wanjiru in as a member, after `stubApi` signed an admin in. */
function asWanjiru() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ id: 4, users_id: 4, firstname: 'Wanjiru', role: 'member', office: 'member' }),
  )}`;
}

const item = (type: MemberItemRow['type'], patch: Partial<MemberItemRow> = {}): MemberItemRow => ({
  transaction_id: 12,
  item_id: 30,
  type,
  created_at: '2026-03-02T09:15:00.000Z',
  transaction_date: '2026-03-02',
  amount: 1500.5,
  status: 'Approved',
  reject_reason: null,
  ...patch,
});

const shortTermLoan: MemberLoanRow = {
  id: 7,
  user_id: 4,
  user_firstname: 'Wanjiru',
  user_lastname: 'Kamau',
  kind: 'short_term',
  principal: 10_000,
  loan_amount: 10_000,
  interest_amount: 1_800,
  amount_due: 11_800,
  installment_amount: 3_933.33,
  interest_rate: 0.18,
  payment_period: 3,
  date_issued: '2026-03-01',
  due_date: '2026-06-01',
  status: 'uncleared',
};

describe("a member's own screens in Kiswahili", () => {
  inKiswahili();

  it('shows their savings in Kiswahili', async () => {
    stubApi({
      '/savings/total/4': { total_savings: 12_500.75 },
      '/transactions/user/4/savings': { savings_transactions: [item('SAVING')] },
    });
    asWanjiru();
    renderAt(<MemberSavingsPage />, '/member-savings');
    expect(await screen.findByRole('table', { name: sw.member.savings.table })).toBeTruthy();
    expect(await screen.findByText('KES 12,500.75')).toBeTruthy();
    expect(notKiswahili(['TRN-12'])).toEqual([]);
  });

  it('shows their long-term loan in Kiswahili', async () => {
    stubApi({
      '/loans/total/4': {
        total_amount_due: { long_term: 4_666.67, short_term: 0, combined_total: 4_666.67 },
      },
      '/transactions/user/4/loans': { loan_transactions: [item('LTL', { amount: 4_666.67 })] },
    });
    asWanjiru();
    renderAt(<MemberLtlPage />, '/member-ltl');
    expect(await screen.findByRole('table', { name: sw.member.ltl.table })).toBeTruthy();
    expect(await screen.findByText('KES 4,666.67')).toBeTruthy();
    expect(notKiswahili(['TRN-12'])).toEqual([]);
  });

  it('shows their short-term loan at a glance in Kiswahili', async () => {
    stubApi({
      '/loans/user/4': { loans: [shortTermLoan] },
      '/loans/7': { loan: shortTermLoan, schedule: [], payments: [] },
    });
    asWanjiru();
    renderAt(<MemberShortLoanPage />, '/mermber-short-loan');
    expect(await screen.findByTestId('stl-summary')).toBeTruthy();
    expect(screen.getByText(sw.member.loan.interestRate)).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('shows their short-term loan with its schedule and repayments in Kiswahili', async () => {
    stubApi({
      '/loans/user/4': { loans: [shortTermLoan] },
      '/loans/7': {
        loan: shortTermLoan,
        schedule: [
          {
            number: 1,
            due_date: '2026-04-01',
            installment: 3_933.33,
            interest: 600,
            principal: 3_333.33,
            interest_paid: 600,
            principal_paid: 3_333.33,
            interest_waived: 0,
            balance_after: 6_666.67,
          },
        ],
        payments: [
          {
            id: 3,
            transaction_item_id: 9,
            transaction_amount: 3_933.33,
            principal_paid: 3_333.33,
            interest_paid: 600,
            fines_paid: 0,
            created_at: '2026-04-01T09:00:00.000Z',
          },
        ],
      },
    });
    asWanjiru();
    renderAt(<MemberStlPage />, '/member-stl');
    expect(await screen.findByRole('table', { name: sw.member.repayments.label })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw.member.loan.schedule })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });
});
