import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ReconciliationScreen } from '../pages/PaymentsScreens.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
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
const KEY = 'e2e-balance-consumer-key-0417';
const SECRET = 'e2e-balance-consumer-secret-9921';
/** The books' opening balance of the M-Pesa account: KES 537.00 short of Safaricom's. */
const BOOKS = 227_500;
const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));

/** Waits until `url` answers 200, for up to a minute, or the process has exited. */
async function answering(child: ChildProcess, url: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error('The Daraja look-alike exited');
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The Daraja look-alike did not start');
}

/** A free loopback port, found by listening on port 0. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The Daraja look-alike the API tests use (apps/server/src/test/daraja-simulator), run as the
 * program it is, knowing this file's key and secret.
 */
async function startSimulator() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/daraja-simulator/simulator.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: String(port), DARAJA_SIM_KEY: KEY, DARAJA_SIM_SECRET: SECRET },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(child, `${url}/__sim/health`).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  /** How many balance queries it was sent. */
  const queries = async () =>
    ((await (await fetch(`${url}/__sim/requests`)).json()) as { path: string }[]).filter(
      (request) => request.path === '/mpesa/accountbalance/v1/query',
    ).length;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, queries, stop };
}

/**
 * Where Safaricom calls back (`PUBLIC_URL`): a loopback port passed on to the server's own, which the
 * server is given only once it runs, as the test server chooses its port when it starts.
 */
async function startRelay() {
  let target = 0;
  const relay = net.createServer((socket) => {
    const upstream = net.connect(target, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    to: (port: number) => {
      target = port;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

/** A server that calls the look-alike and is called back by it, with the auditor Otieno Auma. */
async function startBalanceScene() {
  const sim = await startSimulator();
  const relay = await startRelay();
  const env = {
    LINKS_SECRET_KEY: 'e2e-links-secret-key-for-the-balance-check',
    DARAJA_BASE_URL: sim.url,
    DARAJA_TIMEOUT_MS: '5000',
    PUBLIC_URL: relay.url,
  };
  const seed = [AMINA, { ...person('Otieno', 'Auma'), office: 'auditor' as const }];
  const scene = await startServerScene({ seed, env }, ADMIN).catch(async (error: unknown) => {
    await Promise.all([sim.stop(), relay.close()]);
    throw error;
  });
  relay.to(Number(new URL(directUrl(scene.server.url)).port));
  const close = async () => {
    await scene.close();
    await Promise.all([sim.stop(), relay.close()]);
  };
  return { ...scene, sim, close };
}

let mpesaAccount: number;

const scene = useScene(startBalanceScene, async ({ admin }) => {
  // The paybill and its account in the books, as mpesa-fixtures.ts's paymentsGroup sets them.
  mpesaAccount = (await admin.createBankAccount('M-Pesa Paybill 600123', BOOKS)).account_id;
  await admin.call('/settings', 'PATCH', { mpesa_shortcode: '600123', mpesa_account_id: mpesaAccount });
  await admin.call('/settings/daraja', 'PATCH', {
    daraja_consumer_key: KEY,
    daraja_consumer_secret: SECRET,
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
  expect(text).toMatch(/As of \w{3} \d+, \d{4} at \d\d:\d\d/);
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
