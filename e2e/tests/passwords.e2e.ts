import { describe, expect, it } from 'vitest';
import { AccountsScreen } from '../pages/AccountsScreen.js';
import { LoginPage } from '../pages/LoginPage.js';
import { PasswordScreens } from '../pages/PasswordScreens.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL, AMINA, startServerScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { DESKTOP, openPage, PHONE, screenshot } from '../support/browser.js';
import { awaitMessage, outboxFolder, resetOf } from '../support/outbox.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled, transitionsDone } from '../support/session.js';

/*
 * A member's password is theirs alone (docs/decisions/passwords.md): invitations, the forgotten
 * password through the outbox, the change forced after a password an official set, and the
 * profile card's Change password and Reset password.
 */
const outbox = outboxFolder();
const scene = useScene(() => startServerScene({ seed: [AMINA], env: { OUTBOX_DIR: outbox } }));

const OWN = 'Mti-Mkubwa-9!';
const NEWER = 'Jiko-Safi-42?';

/** A member created without a password: the wizard's answer with its invitation. */
async function invite(firstname: string, lastname = 'Atieno') {
  return scene.admin.call<{ user_id: number; invitation_url: string; invitation_code: string }>(
    '/create-user-account',
    'POST',
    { firstname, lastname, email: `${firstname.toLowerCase()}@example.com`, savings_target: 30000 },
  );
}

async function opened(viewport = DESKTOP) {
  return openPage(scene.browser, scene.server.url, viewport);
}

describe('an invitation', () => {
  it('is accepted on a phone: welcome by first name, a common password refused, then signed in', async () => {
    const invitation = await invite('Neema');
    expect(invitation.invitation_url).toBe(`/invitations/${invitation.invitation_code}`);
    const { page, context, problems } = await opened(PHONE);
    const screens = new PasswordScreens(page);
    await page.goto(invitation.invitation_url);
    await screens.heading('Welcome, Neema').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'invitation-375');

    // The password rule's own message is InvitationPage.test.tsx's; the server's refusal stays here.
    await screens.field('New password').fill('Password123!');
    await screens.button('Set my password').click();
    await expect.poll(() => screens.errorOf('New password')).toMatch(/one of the most common passwords/);
    await screenshot(page, 'invitation-refused-375');

    await screens.field('New password').fill(OWN);
    await screens.button('Set my password').click();
    await page.waitForURL('**/member');
    await page.getByRole('heading', { name: 'Welcome, Neema' }).waitFor();
    await ApiClient.signIn(scene.server.url, 'neema@example.com', OWN);

    // Used once: the link now says so.
    await page.goto(invitation.invitation_url);
    await screens
      .alert()
      .getByText('This invitation does not exist, was already used or has expired.')
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is opened from a code read out over the phone, typed on the sign-in page', async () => {
    const invitation = await invite('Pendo');
    const { page, context, problems } = await opened(DESKTOP);
    const screens = new PasswordScreens(page);
    await visit(page, LoginPage);
    await screens.link('I have an invitation code').click();
    await screens.field('Invitation code').fill('not a code');
    await screens.button('Continue').click();
    await expect.poll(() => screens.errorOf('Invitation code')).toMatch(/10 letters and digits/);
    await screens.field('Invitation code').fill(invitation.invitation_code.toLowerCase().replace('-', ' '));
    await screens.button('Continue').click();
    await screens.heading('Welcome, Pendo').waitFor();
    expect(new URL(page.url()).pathname).toBe(invitation.invitation_url);
    await screenshot(page, 'invitation-1280');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a forgotten password', () => {
  it('is reset end to end with the code from the outbox', async () => {
    const invitation = await invite('Rehema');
    await ApiClient.acceptInvitation(scene.server.url, invitation.invitation_code, OWN);
    const { page, context, problems } = await opened(DESKTOP);
    const screens = new PasswordScreens(page);
    await visit(page, LoginPage);
    await screens.link('Forgot password?').click();
    await screens.heading('Forgot password?').waitFor();
    await screens.field('Email').fill('rehema@example.com');
    await screens.button('Send me a code').click();
    await screens
      .status()
      .getByText(/If this email belongs to a member/)
      .waitFor();
    await screenshot(page, 'forgot-password-sent-1280');

    const message = await awaitMessage(outbox, 'password_reset', 'Rehema');
    const { code, link } = resetOf(message);
    await screens.link('I have the code').click();
    await screens.heading('Choose a new password').waitFor();
    expect(await screens.field('Email').inputValue()).toBe('rehema@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    await screens.field('Code').fill(wrong);
    await screens.field('New password').fill(NEWER);
    await screens.button('Reset password').click();
    await expect
      .poll(() => screens.errorOf('Code'))
      .toBe('This code is wrong or has expired. Check it, or ask for a new one.');
    await screenshot(page, 'reset-wrong-code-1280');

    // The message's link fills the email and the code in.
    await page.goto(link);
    await screens.heading('Choose a new password').waitFor();
    expect(await screens.field('Code').inputValue()).toBe(code);
    await screens.field('New password').fill('short');
    await screens.button('Reset password').click();
    await expect.poll(() => screens.errorOf('New password')).toMatch(/at least 8 characters/);
    await screens.field('New password').fill(NEWER);
    await screens.button('Reset password').click();
    await screens.status().getByText('Your password has been reset. You can sign in with it now.').waitFor();
    await screens.link('Sign in').click();
    const login = new LoginPage(page);
    await login.signIn('rehema@example.com', NEWER);
    await page.waitForURL('**/member');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads well on a phone', async () => {
    const { page, context } = await opened(PHONE);
    await page.goto('/reset-password/confirm#email=rehema%40example.com&code=123456');
    await new PasswordScreens(page).heading('Choose a new password').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'reset-confirm-375');
    await context.close();
  });
});

describe('a password an official set', () => {
  it('must be changed before any other screen, at 375 px', async () => {
    await scene.admin.call('/create-user-account', 'POST', {
      firstname: 'Zawadi',
      lastname: 'Achieng',
      email: 'zawadi@example.com',
      password: PASSWORD,
    });
    const { page, context, problems } = await opened(PHONE);
    const screens = new PasswordScreens(page);
    const login = await visit(page, LoginPage);
    await login.signIn('zawadi@example.com', PASSWORD);
    await page.waitForURL('**/change-password');
    await screens.heading('Change password').waitFor();
    await page.getByText(/set by an official of your group/).waitFor();
    await page.goto('/member');
    await page.waitForURL('**/change-password');
    expect(await overflowsSideways(page)).toBe(false);
    await pageSettled(page);
    await screenshot(page, 'forced-change-375');

    await screens.field('Current password').fill('Not-It-123!');
    await screens.field('New password').fill(OWN);
    await screens.button('Change password').click();
    await expect.poll(() => screens.errorOf('Current password')).toBe('The current password is wrong.');
    await screens.field('Current password').fill(PASSWORD);
    await screens.button('Change password').click();
    await page.waitForURL('**/member');
    await page.getByRole('heading', { name: 'Welcome, Zawadi' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the profile card', () => {
  it('resets a member’s password to a fresh invitation, at 1280 and 375 px', async () => {
    const invitation = await invite('Imani');
    await ApiClient.acceptInvitation(scene.server.url, invitation.invitation_code, OWN);
    for (const [viewport, name] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      await withSignedInPage(
        scene,
        ADMIN_EMAIL,
        async ({ page }) => {
          const accounts = await visit(page, AccountsScreen);
          await accounts.view('Imani Atieno');
          const card = accounts.dialog();
          await transitionsDone(card);
          const button = card.getByRole('button', { name: 'Reset password' });
          await button.click();
          await card.getByText(/stops working at once/).waitFor();
          await card.getByRole('button', { name: 'Yes, reset the password' }).click();
          const code = (await card.getByTestId('invitation-code').textContent()) ?? '';
          expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
          expect(await card.getByTestId('invitation-url').textContent()).toBe(
            `${scene.server.url}/invitations/${code}`,
          );
          await transitionsDone(card);
          await screenshot(page, `profile-reset-password-${name}`);
          // The old password is gone; the newest invitation is Imani's.
          await expect(ApiClient.signIn(scene.server.url, 'imani@example.com', OWN)).rejects.toThrow(/401/);
          await page.goto(`/invitations/${code}`);
          await new PasswordScreens(page).heading('Welcome, Imani').waitFor();
        },
        viewport,
      );
    }
    await awaitMessage(outbox, 'password_reset_by_official', 'Imani');
  });

  it('changes the official’s own password', async () => {
    const [me] = (await scene.admin.call<{ users: { users_id: number; email: string }[] }>('/get-users'))
      .users;
    await scene.admin.createAccount(me?.users_id ?? 0);
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const accounts = await visit(page, AccountsScreen);
      await accounts.view('Amina Odhiambo');
      const card = accounts.dialog();
      await card.getByRole('button', { name: 'Change password' }).click();
      await card.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await card.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await card.getByRole('button', { name: 'Change password' }).click();
      await card.getByText('The new password must be different from the current one.').first().waitFor();
      await card.getByLabel('New password', { exact: true }).fill(NEWER);
      await card.getByRole('button', { name: 'Change password' }).click();
      await card.getByText('Your password has been changed. Your other devices were signed out.').waitFor();
      await transitionsDone(card);
      await screenshot(page, 'profile-change-password-1280');
    });
    await ApiClient.signIn(scene.server.url, ADMIN_EMAIL, NEWER);
    await expect(ApiClient.signIn(scene.server.url, ADMIN_EMAIL, PASSWORD)).rejects.toThrow(/401/);
  });
});
