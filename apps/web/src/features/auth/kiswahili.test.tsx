// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fill, refusal, renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { SuspendedNotice } from './components/SuspendedNotice';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { ChooseGroupPage } from './pages/ChooseGroupPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { InvitationPage } from './pages/InvitationPage';
import { ResetConfirmPage } from './pages/ResetConfirmPage';
import { SetupPage } from './pages/SetupPage';
import { SignupPage } from './pages/SignupPage';
import { GROUPS } from './test-fixtures';

/**
 * The pages around signing in, in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the first run, registering a group, a forgotten password, an invitation, the
 * choice of a group, the change of one's password, and the notice of a suspended group.
 */

const groups = GROUPS;

const invitationAt = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/invitations" element={<InvitationPage />} />
      <Route path="/invitations/:code" element={<InvitationPage />} />
    </Routes>,
    path,
  );

const shown = (ui: ReactNode, path: string, answers: Parameters<typeof stubApi>[0] = {}) => {
  stubApi(answers);
  renderAt(ui, path);
};

describe('the pages around signing in, in Kiswahili', () => {
  inKiswahili();

  it('sets the group up, asking for the setup code', async () => {
    shown(<SetupPage />, '/setup', { '/setup': { needed: true, code_needed: true } });
    expect(await screen.findByLabelText('Msimbo wa kuanzisha')).toBeTruthy();
    fill(screen.getByLabelText('Jina la kikundi'), 'Umoja Savers');
    fill(screen.getByLabelText('Jina la kwanza'), 'Neema');
    fill(screen.getByLabelText('Jina la mwisho'), 'Wafula');
    fill(screen.getByLabelText('Barua pepe'), 'neema@example.com');
    fill(screen.getByLabelText('Nenosiri', { exact: true }), 'Chama-Pesa-7x!');
    fireEvent.click(screen.getByRole('button', { name: 'Fungua akaunti ya kiongozi na uingie' }));
    expect(await screen.findByText('Weka msimbo wa kuanzisha')).toBeTruthy();
    expect(notKiswahili(['Umoja Savers', 'Neema', 'Wafula', 'neema@example.com'])).toEqual([]);
  });

  it('registers a new group, or says the deployment takes none', async () => {
    shown(<SignupPage />, '/signup', { '/signup': { open: true } });
    expect(await screen.findByRole('form', { name: 'Sajili kikundi' })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('says a deployment closed to new groups is closed', async () => {
    shown(<SignupPage />, '/signup', { '/signup': { open: false } });
    expect(await screen.findByText(/Links hii haipokei vikundi vipya/)).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('asks for a reset code, and takes the code with a new password', async () => {
    shown(<ForgotPasswordPage />, '/reset-password');
    expect(screen.getByRole('button', { name: 'Nitumie msimbo' })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('takes the code with a new password', async () => {
    shown(<ResetConfirmPage />, '/reset-password/confirm');
    expect(screen.getByRole('button', { name: 'Badilisha nenosiri' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nitumie msimbo mpya' })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('takes an invitation code, refusing one of the wrong shape', async () => {
    stubApi({});
    invitationAt('/invitations');
    fill(screen.getByLabelText('Msimbo wa mwaliko'), 'si msimbo');
    fireEvent.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(await screen.findByText(/Msimbo ni herufi na tarakimu 10/)).toBeTruthy();
    expect(notKiswahili(['si msimbo'])).toEqual([]);
  });

  it('welcomes the invited member to choose a password', async () => {
    stubApi({ '/invitations/ABCDE-FGH23': { firstname: 'Neema', has_password: false, new_group: null } });
    invitationAt('/invitations/ABCDE-FGH23');
    expect(await screen.findByRole('heading', { name: 'Karibu, Neema' })).toBeTruthy();
    expect(notKiswahili(['Neema'])).toEqual([]);
  });

  it('confirms a registered group with the password one has', async () => {
    stubApi({
      '/invitations/ABCDE-FGH23': { firstname: 'Neema', has_password: true, new_group: 'Tumaini Youth' },
    });
    invitationAt('/invitations/ABCDE-FGH23');
    expect(await screen.findByRole('heading', { name: 'Thibitisha Tumaini Youth' })).toBeTruthy();
    expect(notKiswahili(['Neema', 'Tumaini Youth'])).toEqual([]);
  });

  it('says an invitation that cannot be used is gone', async () => {
    stubApi({ '/invitations/ABCDE-FGH23': refusal(404, 'Not found') });
    invitationAt('/invitations/ABCDE-FGH23');
    expect(await screen.findByText('Mwaliko huu haupo, ulishatumika au muda wake umekwisha.')).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it("lists one's groups to choose from", async () => {
    shown(<ChooseGroupPage />, '/choose-group', { '/me/groups': { groups, host: false } });
    expect(await screen.findByRole('list', { name: 'Vikundi vyako' })).toBeTruthy();
    expect(notKiswahili(['Umoja Savers', 'Bidii Women', 'M004', 'M012'])).toEqual([]);
  });

  it("changes one's password, with the message preferences", async () => {
    shown(<ChangePasswordPage />, '/change-password', {
      '/me/preferences': { channels: ['email'], language: 'sw', has_phone: true },
    });
    expect(await screen.findByRole('form', { name: 'Mapendeleo ya ujumbe' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nenosiri na ujumbe' })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('says the group is suspended', async () => {
    shown(<SuspendedNotice />, '/', {
      '/me/groups': { groups: [{ ...groups[0], status: 'suspended' }], host: false },
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });
});
