import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ReconciliationScreen } from '../pages/PaymentsScreens.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
import { DARAJA_CREDENTIALS, startDaraja, startPublicAddress } from '../support/daraja.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { directUrl } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/daraja.md, "The M-Pesa balance": an official opens the M-Pesa account's
 * reconciliation, presses "Check balance", and Safaricom's figure (the Daraja look-alike's Utility
 * Account, KES 228,037.00) shows beside the books' balance and the difference; the auditor reads it
 * without the button. Each state of the card (not asked, asking, failed, refused) is
 * MpesaBalanceCard.test.tsx's (docs/testing.md, "Component tests and browser tests").
 */

const ADMIN = 'amina@example.com';
const AUDITOR = 'otieno@example.com';
/** The books' opening balance of the M-Pesa account: KES 537.00 short of Safaricom's. */
const BOOKS = 227_500;

/** A server that calls the look-alike and is called back by it, with the auditor Otieno Auma. */
async function startBalanceScene() {
  const daraja = await startDaraja();
  const address = await startPublicAddress();
  const env = {
    LINKS_SECRET_KEY: 'e2e-links-secret-key-for-the-balance-check',
    DARAJA_BASE_URL: daraja.url,
    DARAJA_TIMEOUT_MS: '5000',
    PUBLIC_URL: address.url,
  };
  const seed = [AMINA, { ...person('Otieno', 'Auma'), office: 'auditor' as const }];
  const scene = await startServerScene({ seed, env }, ADMIN).catch(async (error: unknown) => {
    await Promise.all([daraja.stop(), address.stop()]);
    throw error;
  });
  address.forwardTo(directUrl(scene.server.url));
  /** How many balance queries the look-alike was sent. */
  const queries = async () =>
    (await daraja.requests()).filter((request) => request.path === '/mpesa/accountbalance/v1/query').length;
  const close = async () => {
    await scene.close();
    await Promise.all([daraja.stop(), address.stop()]);
  };
  return { ...scene, sim: { queries }, close };
}

let mpesaAccount: number;

const scene = useScene(startBalanceScene, async ({ admin }) => {
  // The paybill and its account in the books, as mpesa-fixtures.ts's paymentsGroup sets them.
  mpesaAccount = (await admin.createBankAccount('M-Pesa Paybill 600123', BOOKS)).account_id;
  await admin.call('/settings', 'PATCH', { mpesa_shortcode: '600123', mpesa_account_id: mpesaAccount });
  await admin.call('/settings/daraja', 'PATCH', {
    daraja_consumer_key: DARAJA_CREDENTIALS.daraja_consumer_key,
    daraja_consumer_secret: DARAJA_CREDENTIALS.daraja_consumer_secret,
    daraja_initiator_name: 'links-e2e-initiator',
    daraja_security_credential: 'e2e-security-credential',
  });
});
const asAdmin = signedInTest(scene, ADMIN);
const asAuditor = signedInTest(scene, AUDITOR);

/** The M-Pesa balance card of the M-Pesa account's reconciliation. */
class BalanceCard extends ReconciliationScreen {
  card = () => this.here().getByRole('region', { name: 'M-Pesa balance' });
  ask = () => this.card().getByRole('button', { name: 'Check balance' });
  accounts = () => this.card().getByTestId('mpesa-balance-accounts');
  difference = () => this.card().getByTestId('mpesa-balance-difference');
}

/** Opens the reconciliation, presses "Check balance", and waits for Safaricom's answer. */
async function checkBalance(page: Page): Promise<BalanceCard> {
  const screen = new BalanceCard(page);
  await screen.open(mpesaAccount);
  const asked = await scene.sim.queries();
  await screen.ask().click();
  await expect.poll(() => scene.sim.queries()).toBe(asked + 1);
  await screen.difference().waitFor();
  expect(await screen.accounts().textContent()).toBe(
    'Utility AccountKES 228,037.00Working AccountKES 700.00',
  );
  const text = await screen.card().textContent();
  expect(text).toMatch(/As of \d+ \w{3} \d{4} at \d\d:\d\d/);
  expect(text).toContain('Books balanceKES 227,500.00');
  expect(await screen.difference().textContent()).toBe('KES 537.00');
  await screen.card().getByText('look at the unmatched payments', { exact: false }).waitFor();
  expect(await screen.ask().isDisabled()).toBe(false);
  await pageSettled(page);
  return screen;
}

describe('the M-Pesa balance', () => {
  asAdmin("asks Safaricom and shows its figure beside the books' and the difference", async ({ page }) => {
    await checkBalance(page);
    await screenshotWhole(page, 'mpesa-balance-1280');
  });

  asAdmin.onPhone('fits a phone at 375 px', async ({ page }) => {
    const screen = await checkBalance(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshotWhole(page, 'mpesa-balance-375');
    await screenshotWhole(page, 'mpesa-balance-card-375', screen.card());
  });

  asAuditor('is read by the auditor, without the button', async ({ page }) => {
    const screen = new BalanceCard(page);
    await screen.open(mpesaAccount);
    await screen.difference().waitFor();
    expect(await screen.difference().textContent()).toBe('KES 537.00');
    expect(await screen.card().getByRole('button').count()).toBe(0);
  });
});
