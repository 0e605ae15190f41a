// @vitest-environment happy-dom
import type { ExitPreview } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { listedMember, renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MemberExitPage } from './pages/MemberExitPage';
import { MemberListPage } from './pages/MemberListPage';
import { MembersPage } from './pages/MembersPage';
import { BORROWER } from './test-fixtures';

/**
 * The members screens in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the list with its filters, the change of office, and an exit's preview.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const NAMES = [
  'Amina Hassan',
  'Wanjiru Kamau',
  'Baraka Otieno',
  'Chebet Rono',
  'amina@example.com',
  'wanjiru@example.com',
];

const users = {
  users: [
    { ...listedMember(1, 'Amina', 'Hassan'), role: 'admin', office: 'treasurer', email: 'amina@example.com' },
    { ...listedMember(4, 'Wanjiru', 'Kamau'), status: 'inactive', email: 'wanjiru@example.com' },
  ],
  pagination: { page: 1, per_page: 50, total: 2, pages: 1 },
};

const guarantor: ExitPreview = {
  ...BORROWER,
  date: '2026-12-04',
  loose_fines: { owed: 500, paid: 200, waived: 300 },
  pledges_held: [
    { user_id: 9, firstname: 'Amina', lastname: 'Hassan', loan_id: 12, amount: 3_000 },
    { user_id: 7, firstname: 'Chebet', lastname: 'Rono', loan_id: null, amount: 1_000 },
  ],
  pledges_for_member: [{ user_id: 6, firstname: 'Baraka', lastname: 'Otieno', pledge: 6_000, pays: 6_000 }],
  can_exit: false,
};

describe('the members screens in Kiswahili', () => {
  inKiswahili();

  it('lists the members, and the change of office says what it does', async () => {
    stubApi({ '/get-users': users });
    renderAt(<MembersPage />, '/members');
    expect(await screen.findByText('Amina Hassan')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wanachama wote' })).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Badilisha cheo cha Amina Hassan' }));
    fireEvent.change(screen.getByLabelText('Cheo'), { target: { value: 'member' } });
    expect(screen.getByTestId('office-change-summary').textContent).toContain('anaacha kuwa mweka hazina');
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it("shows a member the group's members", async () => {
    stubApi({ '/get-users': users });
    renderAt(<MemberListPage />, '/list-member');
    expect(await screen.findByText('Wanjiru Kamau')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it("previews a guarantor's exit", async () => {
    stubApi({ '/members/5/exit': guarantor });
    renderAt(
      <Routes>
        <Route path="/members/:userId/exit" element={<MemberExitPage />} />
      </Routes>,
      '/members/5/exit',
    );
    expect(await screen.findByText('Kama Wanjiru Kamau angeondoka tarehe 4 Des 2026')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it('offers to bring back a member who left', async () => {
    stubApi({ '/members/5/exit': { ...guarantor, status: 'inactive', exited_on: '2026-08-01' } });
    renderAt(
      <Routes>
        <Route path="/members/:userId/exit" element={<MemberExitPage />} />
      </Routes>,
      '/members/5/exit',
    );
    expect(await screen.findByRole('button', { name: 'Mrejeshe' })).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });
});
