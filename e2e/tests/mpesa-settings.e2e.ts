import { describe, expect, it } from 'vitest';
import { AccountsScreen } from '../pages/AccountsScreen.js';
import { currentPage } from '../pages/DataTable.js';
import { errorOf } from '../pages/LoansScreens.js';
import { visit } from '../pages/Screen.js';
import { WizardScreen } from '../pages/WizardScreen.js';
import { ADMIN_EMAIL as ADMIN, newMember, startAdminScene } from '../support/admin-scene.js';
import { PHONE, screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { pageSettled, signedInPage, transitionsDone } from '../support/session.js';

const scene = useScene(startAdminScene, async () => {
  await scene.admin.createBankAccount('M-Pesa Paybill', 0);
  await scene.admin.call('/create-user-account', 'POST', {
    firstname: 'Baraka',
    lastname: 'Mwangi',
    email: 'baraka@example.com',
    password: PASSWORD,
    phone: '0711 222 333',
  });
});
const asAdmin = signedInTest(scene, ADMIN);

describe('M-Pesa settings', () => {
  it('saves the paybill and the M-Pesa account, and shows the callback URLs once, warning they are not public HTTPS', async () => {
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      await page.goto('/settings');
      const card = currentPage(page).getByRole('form', { name: 'M-Pesa settings' });
      await card.waitFor();
      const shortcode = card.getByLabel('Paybill or till number', { exact: true });
      await shortcode.fill('12ab');
      await card.getByRole('button', { name: 'Save M-Pesa settings' }).click();
      expect(await errorOf(page, shortcode)).toBe('Paybill or till number must be 5 to 10 digits');
      await shortcode.fill('600123');
      await card.getByLabel('M-Pesa account', { exact: true }).selectOption({ label: 'M-Pesa Paybill' });
      await card.getByRole('button', { name: 'Save M-Pesa settings' }).click();
      await card.getByRole('status').getByText('Settings saved successfully').waitFor();
      const settings = await scene.admin.call<{ mpesa_shortcode: string; mpesa_account_id: number }>(
        '/settings',
      );
      expect(settings).toMatchObject({ mpesa_shortcode: '600123', mpesa_account_id: expect.any(Number) });

      await currentPage(page).getByRole('button', { name: 'Generate callback URLs' }).click();
      const urls = currentPage(page).getByTestId('callback-urls');
      await urls.waitFor();
      expect(await urls.textContent()).toMatch(
        /Confirmation URL: http:\/\/chama\.lan:\d+\/api\/links\/payments\/c2b\/confirmation\/[\w-]{44}/,
      );
      // The app is reached at http://chama.lan here: Safaricom could not call these URLs.
      const warning = currentPage(page)
        .getByRole('status')
        .filter({ hasText: 'Safaricom cannot call these URLs.' });
      expect(await warning.textContent()).toContain(
        'These URLs use http://. Safaricom calls only HTTPS addresses.',
      );
      await pageSettled(page);
      await screenshotWhole(page, 'settings-mpesa-1280');
      await currentPage(page).getByRole('button', { name: 'Rotate callback token' }).click();
      await currentPage(page).getByRole('button', { name: 'Replace the callback URLs' }).waitFor();
    });

    const phone = await signedInPage(scene.browser, scene.server.url, ADMIN, PHONE);
    await phone.page.goto('/settings');
    await currentPage(phone.page).getByRole('form', { name: 'M-Pesa settings' }).waitFor();
    await currentPage(phone.page).getByRole('button', { name: 'Rotate callback token' }).click();
    await currentPage(phone.page).getByRole('button', { name: 'Replace the callback URLs' }).click();
    await currentPage(phone.page).getByText('Safaricom cannot call these URLs.').waitFor();
    await pageSettled(phone.page);
    await screenshotWhole(phone.page, 'settings-mpesa-375');
    await phone.context.close();
  });
});

describe('phones and member numbers', () => {
  asAdmin('takes a phone in the wizard and shows the new member number', async ({ page }) => {
    const wizard = await visit(page, WizardScreen);
    await wizard.fillUser(newMember('Neema', 'Achieng'));
    await wizard.field('Phone (optional)').fill('0712');
    await wizard.nextButton().click();
    await wizard
      .alert()
      .getByText('phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678')
      .waitFor();
    expect(await wizard.field('Phone (optional)').getAttribute('aria-invalid')).toBe('true');
    await wizard.field('Phone (optional)').fill('0711 222 333');
    await wizard.next('Savings');
    await wizard.skip('Long-term loan');
    await wizard.skip('Short-term loan');
    await wizard.skip('Review and submit');
    expect(await wizard.section('User')).toMatchObject({ Phone: '+254 711 222 333' });
    await wizard.submitButton().click();
    await wizard.alert().getByText('A member with this phone number already exists.').waitFor();
    await wizard.previous().click();
    await wizard.previous().click();
    await wizard.previous().click();
    await wizard.previous().click();
    await wizard.field('Phone (optional)').fill('+254 722 000 444');
    await wizard.next('Savings');
    await wizard.skip('Long-term loan');
    await wizard.skip('Short-term loan');
    await wizard.skip('Review and submit');
    await wizard.submitButton().click();
    await wizard.result().waitFor();
    expect((await wizard.resultFigures())['Member number']).toMatch(/^M\d{3}$/);
  });

  asAdmin('shows the member number and changes the phone on the profile card', async ({ page }) => {
    const accounts = await visit(page, AccountsScreen);
    await accounts.view('Baraka Mwangi');
    const dialog = accounts.dialog();
    expect(await dialog.getByTestId('profile-member-number').textContent()).toBe('M002');
    expect(await dialog.getByTestId('profile-phone').textContent()).toBe('+254 711 222 333');
    await dialog.getByRole('button', { name: 'Change' }).click();
    const field = dialog.getByLabel('Phone', { exact: true });
    await field.fill('+254 722 000 444');
    await dialog.getByRole('button', { name: 'Save phone' }).click();
    await dialog.getByText('A member with this phone number already exists.').waitFor();
    // The phone's own rule under the field: PhoneEditor.test.tsx.
    await field.fill('0733 444 555');
    await dialog.getByRole('button', { name: 'Save phone' }).click();
    await expect.poll(() => dialog.getByTestId('profile-phone').textContent()).toBe('+254 733 444 555');
    await transitionsDone(dialog);
    await screenshot(page, 'profile-phone-1280');
  });
});
