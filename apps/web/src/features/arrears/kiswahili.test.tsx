// @vitest-environment happy-dom
import type { ArrearsAnswer } from '@links/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { OverdueNotice } from './components/OverdueNotice';
import { ArrearsPage } from './pages/ArrearsPage';
import { WANJIRU_IN_ARREARS } from './test-fixtures';

/**
 * The arrears in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * portfolio at risk, the loans in arrears with their filters, and a member's overdue notice.
 */

// The fines below the arrears are the fines feature's own screen, proved with it.
vi.mock('../fines', () => ({ FinesSection: () => null }));

afterEach(() => vi.unstubAllGlobals());

const NAMES = ['Wanjiru Kamau', 'Baraka Mwangi'];

const ARREARS: ArrearsAnswer = {
  as_of: '2026-11-27',
  total_outstanding: 250000,
  buckets: [
    { label: '1–30', loans: 1, principal: 48000.5, share: 0.192 },
    { label: '31–60', loans: 0, principal: 0, share: 0 },
    { label: '61–90', loans: 2, principal: 30000, share: 0.12 },
    { label: 'Over 90', loans: 0, principal: 0, share: 0 },
  ],
  loans: [
    WANJIRU_IN_ARREARS,
    {
      loan_id: 14,
      kind: 'short_term',
      user_id: 5,
      firstname: 'Baraka',
      lastname: 'Mwangi',
      oldest_due_date: '2026-09-01',
      days_past_due: 87,
      overdue_principal: 3000,
      overdue_interest: 540,
      fines: 0,
      principal_outstanding: 30000,
    },
  ],
  pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
};

describe('the arrears in Kiswahili', () => {
  inKiswahili();

  it('shows the portfolio at risk and the loans in arrears', async () => {
    stubApi({ '/arrears': ARREARS });
    renderAt(<ArrearsPage />, '/arrears');
    expect(await screen.findByText('Wanjiru Kamau')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Malimbikizo' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Mikopo yenye malimbikizo' })).toBeTruthy();
    expect(screen.getAllByText('Zaidi ya siku 90').length).toBeGreaterThan(0);
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it('says when no loan is in arrears', async () => {
    stubApi({ '/arrears': { ...ARREARS, total_outstanding: 0, buckets: [], loans: [] } });
    renderAt(<ArrearsPage />, '/arrears?bucket=over-90');
    expect(await screen.findByText('Hakuna mkopo wenye malimbikizo unaolingana')).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('tells a member what they owe past due', async () => {
    stubApi({
      '/loans/overdue/4': {
        user_id: 4,
        days_past_due: 53,
        overdue_principal: 4166.67,
        overdue_interest: 480.5,
        fines: 200,
        total: 4847.17,
      },
    });
    renderAt(<OverdueNotice userId={4} />, '/member');
    expect(await screen.findByRole('status', { name: 'Malimbikizo' })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });
});
