import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { findChromium, INSTALL_HINT } from './chromium.js';
import { LAN_HOST } from './server.js';

export const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The app is opened at a LAN name over plain HTTP, as at a meeting (server.ts, LAN_HOST).
      `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`,
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** A fresh browser context (its own cookies) at a size, that fails the test on any page error. */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  // The last API answers, for the message of a test that fails (see `failureReport`).
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.includes('/api/')) return;
    calls.push(`${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
    if (calls.length > 15) calls.shift();
  });
  page.on('requestfailed', (request) => calls.push(`${request.method()} ${request.url()} failed`));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      problems.push(message.text());
    }
  });
  return { context, page, problems, calls };
}

/** Saves a screenshot for a person to look at: e2e/artifacts/<name>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/**
 * What a failed test's page showed, for its message: the address, the pages on screen (the one
 * leaving is hidden), their first words and the last API answers. Also saves a screenshot.
 */
export async function failureReport(page: Page, calls: string[]): Promise<string> {
  try {
    const frames = await page
      .locator('[data-testid="page"]')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) =>
            `${node.getAttribute('aria-hidden') ? 'leaving' : 'shown'} ${node.className}: ${(node.textContent ?? '').slice(0, 160)}`,
        ),
      );
    const name = `failure-${Date.now()}`;
    await screenshot(page, name);
    return [
      `address: ${page.url()}`,
      ...frames,
      'last API answers:',
      ...calls,
      `screenshot: ${name}.png`,
    ].join('\n  ');
  } catch (error) {
    return `no report: ${(error as Error).message}`;
  }
}
