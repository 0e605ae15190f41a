// @vitest-environment happy-dom
import type { MemberStatement } from '@links/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MemberStatementPage } from './pages/StatementPage';

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

/**
 * A member's statement in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the period, the savings, a loan, another kind of contribution and a share-out. The lines'
 * descriptions are the books' (docs/decisions/languages.md, "Documents"), the kind's name the group's.
 */

afterEach(() => vi.unstubAllGlobals());

const statement: MemberStatement = {
  group_name: 'Umoja Savings Group',
  member: {
    user_id: 4,
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    email: 'wanjiru@example.com',
    member_number: 'M004',
  },
  from: '2026-01-01',
  to: '2026-05-31',
  savings: {
    opening_balance: 10_000,
    closing_balance: 11_500.5,
    movements: [
      {
        date: '2026-03-02',
        description: 'Saving',
        amount: 1500.5,
        balance: 11_500.5,
        entry_id: 31,
        dispute: null,
      },
    ],
  },
  loans: [
    {
      loan_id: 12,
      kind: 'long_term',
      loan_amount: 50_000,
      issued_on: '2026-02-01',
      opening_owed: 0,
      closing_owed: 45_833.33,
      amount_due: 4_666.67,
      status: 'Uncleared',
      movements: [
        {
          date: '2026-03-05',
          description: 'Repayment',
          amount: 4_666.67,
          principal: 4_166.67,
          interest: 500,
          balance: 45_833.33,
          entry_id: 33,
          dispute: null,
        },
      ],
    },
  ],
  contributions: [
    {
      contribution_kind_id: 2,
      name: 'Welfare fund',
      kind: 'fund',
      opening_balance: 0,
      closing_balance: 0,
      movements: [],
    },
  ],
  share_outs: [
    {
      share_out_id: 2,
      from: '2025-01-01',
      to: '2025-12-31',
      method: 'proportional',
      withholding_rate: 0.05,
      distributable: 30_000,
      total_basis: 150_000,
      payout: 'to_savings',
      paid_on: '2026-01-15',
      basis: 100_000.5,
      share: 20_000.07,
      withholding: 1_000,
      net: 19_000.07,
    },
  ],
};

const DATA = ['Umoja Savings Group', 'Wanjiru', 'Kamau', 'M004', 'Welfare fund', 'Saving', 'Repayment'];

describe("a member's statement in Kiswahili", () => {
  inKiswahili();

  it('shows the period, the savings, the loans, the other kinds and the share-outs in Kiswahili', async () => {
    stubApi({ '/statements/4': statement });
    renderAt(
      <Routes>
        <Route path="/statement/:userId" element={<MemberStatementPage />} />
      </Routes>,
      '/statement/4',
    );
    expect(await screen.findByRole('table', { name: sw.statements.savings.movements })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mkopo wa muda mrefu #12' })).toBeTruthy();
    expect(screen.getByText('1 Feb 2026 · Haujalipwa')).toBeTruthy();
    expect(screen.getByText('Hakuna mienendo ya Welfare fund katika kipindi hiki')).toBeTruthy();
    expect(screen.getByRole('table', { name: sw.statements.shareOuts.label })).toBeTruthy();
    expect(screen.getByTestId('statement-heading').textContent).toContain('1 Jan 2026 hadi 31 Mei 2026');
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
