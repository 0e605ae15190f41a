// @vitest-environment happy-dom
import type { ApplicationView } from '@links/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedMember, renderAt, stubApi } from '../../lib/testing/component';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { ApplicationDecisionPage } from './pages/ApplicationDecisionPage';
import { ApplicationsQueuePage } from './pages/ApplicationsQueuePage';
import { ApplyLoanPage } from './pages/ApplyLoanPage';
import { MyApplicationsPage } from './pages/MyApplicationsPage';
import { applicationView } from './test-fixtures';

/**
 * The loan applications in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the officials' queue and decision, a member's applications with a request to
 * guarantee, and the form to apply.
 */

afterEach(() => vi.unstubAllGlobals());

const PURPOSES = ['Ada ya shule', 'Ng’ombe wa maziwa'];
const DATA = ['Wanjiru Kamau', 'Baraka Otieno', 'Amina Hassan', ...PURPOSES, 'Haina dhamana ya kutosha'];

const application = (patch: Partial<ApplicationView>): ApplicationView =>
  applicationView({
    purpose: 'Ng’ombe wa maziwa',
    guarantees: [
      { user_id: 5, firstname: 'Baraka', lastname: 'Otieno', status: 'Accepted', amount: 15000 },
      { user_id: 7, firstname: 'Amina', lastname: 'Hassan', status: 'Requested', amount: 0 },
    ],
    ...patch,
  });

const REJECTED = application({
  id: 10,
  kind: 'short_term',
  months: 3,
  amount: 2000,
  purpose: 'Ada ya shule',
  status: 'Rejected',
  reason: 'Haina dhamana ya kutosha',
  guarantees: [],
});

/** The member signed in, as the web knows them (the user cookie). */
function signInAs(users_id: number, firstname: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ id: users_id, users_id, firstname, role: 'member', office: 'member' }),
  )}`;
}

describe('the loan applications in Kiswahili', () => {
  inKiswahili();

  it('lists the queue with its filters', async () => {
    stubApi({
      '/loan-applications': {
        applications: [application({}), REJECTED],
        pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
      },
    });
    renderAt(<ApplicationsQueuePage />, '/loan-applications');
    expect(await screen.findByRole('table', { name: 'Maombi ya mikopo' })).toBeTruthy();
    expect(screen.getAllByText('Limekataliwa').length).toBeGreaterThan(0);
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows an application, its guarantors and the decision', async () => {
    stubApi({ '/books/accounts': MONEY_ACCOUNTS, '/loan-applications/9': application({}) });
    renderAt(
      <Routes>
        <Route path="/loan-applications/:id" element={<ApplicationDecisionPage />} />
      </Routes>,
      '/loan-applications/9',
    );
    expect(await screen.findByRole('button', { name: 'Idhinisha' })).toBeTruthy();
    expect(screen.getByText('Imekubaliwa')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("shows a member's applications and a request to guarantee", async () => {
    stubApi({
      '/loan-applications/mine': {
        applications: [REJECTED],
        guarantee_requests: [application({ user_id: 5, firstname: 'Amina', lastname: 'Hassan' })],
      },
    });
    signInAs(7, 'Amina');
    renderAt(<MyApplicationsPage />, '/my-applications');
    expect(await screen.findByText('Amina Hassan anakuomba umdhamini')).toBeTruthy();
    expect(screen.getByText('Sababu: Haina dhamana ya kutosha')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('offers the form to apply, with the limit and the guarantors to pick', async () => {
    stubApi({
      '/settings': GROUP_SETTINGS,
      '/loans/limit/4': {
        user_id: 4,
        savings: 10000,
        owed: 0,
        multiplier: 3,
        limit: 30000,
        free_savings: 10000,
      },
      '/get-users?': { users: [listedMember(5, 'Baraka', 'Otieno')] },
    });
    signInAs(4, 'Wanjiru');
    renderAt(<ApplyLoanPage />, '/apply-loan');
    expect(await screen.findByText(/Unaweza kukopa hadi KES 30,000\.00 bila wadhamini/)).toBeTruthy();
    expect(await screen.findByText('Baraka Otieno')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
