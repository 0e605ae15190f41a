import { addMonthsClamped, formatDayNumeric, formatMoney, todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MemberDashboard } from '../pages/DashboardScreens.js';
import { cellsOf } from '../pages/DataTable.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL as ADMIN, AMINA, person, startServerScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { approveTransaction, createTransaction } from '../support/collections.js';
import { signedInTest, useScene } from '../support/scene.js';
import { addLongTermLoan, addShortTermLoan } from '../support/seed.js';
import {
  failApiCall,
  overflowsSideways,
  pageSettled,
  signedInPage,
  transitionsDone,
} from '../support/session.js';

const MEMBER = 'wanjiru@example.com';
const today = todayInGroupZone();

let member: ApiClient;
let memberId: number;

/** A KES number from the API as the cards show it: `12,500.50 KES`. */
const cardText = (kes: number) => `${formatMoney(Math.round(kes * 100))} KES`;

const scene = useScene(
  () =>
    startServerScene(
      {
        seed: [AMINA, person('Wanjiru', 'Kamau')],
      },
      ADMIN,
    ),
  async () => {
    member = await ApiClient.signIn(scene.server.url, MEMBER);
    memberId = (await scene.admin.userIds()).get(MEMBER)!;
    await scene.admin.addSaving(memberId, 12500.5);
    await addLongTermLoan(scene.admin, memberId, 100000, addMonthsClamped(today, -3));
    await addShortTermLoan(scene.admin, memberId, 20000, today);
    // Eleven transactions of the member's own, so that they fill more than one page of ten.
    for (let n = 1; n <= 11; n++) {
      const id = await createTransaction(
        member,
        memberId,
        n % 2 === 0
          ? [{ type: 'SAVING', amount: 100 * n }]
          : [
              { type: 'SAVING', amount: 1000.25 },
              { type: 'LTL', amount: 1500.5 },
              { type: 'STL', amount: 250 },
            ],
        addMonthsClamped(today, -(11 - n) % 3),
      );
      if (n <= 3) await approveTransaction(scene.admin, id);
    }
  },
);
const asMember = signedInTest(scene, MEMBER);

/**
 * Opens the dashboard on a page whose clock stands still and moves only when the test says so
 * (docs/testing.md, "Time in browser tests"): the flicker and the 3-second wait are checked
 * against that clock, never against how fast the machine is. Returns the page's clock reading
 * once the dashboard shows: the clock moves a frame (16 ms) at a time until then, so the cards' wait
 * started at most one frame before that reading.
 */
async function openOnStoppedClock(page: Page, dashboard: MemberDashboard): Promise<number> {
  const start = Date.now() + 60_000;
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/member');
  // Ten seconds of the page's time at most: the code, the session and the screen's chunk load.
  for (let frame = 0; frame < 600 && (await dashboard.heading().count()) === 0; frame++) {
    await page.clock.runFor(16);
  }
  expect(await dashboard.heading().count()).toBe(1);
  return page.evaluate(() => performance.now());
}

describe('the member dashboard', () => {
  asMember('welcomes the member and shows their totals after a 3-second flicker', async ({ page }) => {
    const dashboard = new MemberDashboard(page);
    const answered = Promise.all(
      [`/savings/total/${memberId}`, `/loans/total/${memberId}`].map((path) =>
        page.waitForResponse((response) => response.url().endsWith(`/api/links${path}`)),
      ),
    );
    const shown = await openOnStoppedClock(page, dashboard);
    expect(await dashboard.heading().textContent()).toBe('Welcome, Wanjiru');

    // Loading: a six-digit number that changes every 100 ms.
    const seen = new Set<string>();
    for (let sample = 0; sample < 10; sample++) {
      const text = (await dashboard.savings.amount().textContent()) ?? '';
      expect(text).toMatch(/^\d{6} KES$/);
      seen.add(text);
      await page.clock.runFor(100);
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
    // Two seconds in, with both answers in, the cards still flicker.
    await answered;
    await page.clock.runFor(shown + 2000 - (await page.evaluate(() => performance.now())));
    expect(await dashboard.savings.isLoading()).toBe(true);
    expect(await dashboard.loans.amount().textContent()).toMatch(/^\d{6} KES$/);

    // Three seconds in, the figures show.
    await page.clock.runFor(1000);
    await page.clock.resume();
    const saved = await member.call<{ total_savings: number }>(`/savings/total/${memberId}`);
    const due = await member.call<{ total_amount_due: { combined_total: number } }>(
      `/loans/total/${memberId}`,
    );
    await expect
      .poll(() => dashboard.savings.amount().textContent(), { timeout: 10_000 })
      .toBe(cardText(saved.total_savings));
    // 12,500.50 opened with, and 1,000.25 twice and 200 approved since.
    expect(saved.total_savings).toBe(14701);
    expect(await dashboard.savings.title().textContent()).toBe('SAVINGS');
    // The group's name comes from the settings, a call of its own.
    await expect.poll(() => dashboard.savings.subtitle().textContent()).toBe('Umoja Savings Group');
    expect(await dashboard.savings.root.getByText('TOTAL AMOUNT', { exact: true }).count()).toBe(1);
    expect(await dashboard.savings.isLoading()).toBe(false);
    // The loans card waits for its own answer: it may show its figure a moment after the savings.
    await expect
      .poll(() => dashboard.loans.amount().textContent())
      .toBe(cardText(due.total_amount_due.combined_total));
    expect(await dashboard.loans.title().textContent()).toBe('OUTSTANDING LOANS');
    expect(await dashboard.loans.root.getByText('TOTAL OUTSTANDING', { exact: true }).count()).toBe(1);
    await pageSettled(page);
    await screenshot(page, 'member-dashboard-1280');
  });

  asMember("lists the member's transactions, ten to a page, as the API has them", async ({ page }) => {
    const dashboard = new MemberDashboard(page);
    await dashboard.transactions.waitFor();
    expect(await dashboard.transactions.headers()).toEqual(
      cellsOf('Date | Transaction ID | Total Amount | Items | Status'),
    );
    const api = await member.call<{
      transactions: {
        id: number;
        transaction_date: string;
        total_payed: number;
        status: string;
        transaction_types: unknown[];
      }[];
      pagination: { pages: number; total: number };
    }>(`/transactions/user/${memberId}?page=1&per_page=10`);
    expect(api.pagination).toMatchObject({ total: 11, pages: 2 });
    expect(await dashboard.transactions.cells()).toEqual(
      api.transactions.map((row) => [
        formatDayNumeric(row.transaction_date),
        `TRN-${row.id}`,
        formatMoney(Math.round(row.total_payed * 100)),
        String(row.transaction_types.length),
        row.status,
      ]),
    );
    expect(await dashboard.transactions.column('Status')).toContain('Approved');
    expect(await dashboard.transactions.pageLabel().textContent()).toBe('Page 1 of 2');
    await dashboard.transactions.nextPage(2, 2);
    await expect.poll(() => dashboard.transactions.rows().count()).toBe(1);
  });

  asMember('swipes between the cards with a mouse drag, the arrow keys and the dots', async ({ page }) => {
    const dashboard = new MemberDashboard(page);
    await dashboard.carousel().waitFor();
    await pageSettled(page);
    const first = 'Show card 1 of 2: Savings';
    const second = 'Show card 2 of 2: Outstanding loans';
    expect(await dashboard.dots().count()).toBe(2);
    expect(await dashboard.activeDot()).toBe(first);
    expect(await dashboard.visibleSlide()).toBe('1 of 2: Savings');

    await dashboard.drag(-250);
    await expect.poll(() => dashboard.activeDot()).toBe(second);
    expect(await dashboard.visibleSlide()).toBe('2 of 2: Outstanding loans');
    const width = (await dashboard.carousel().boundingBox())!.width;
    await expect.poll(() => dashboard.trackOffset()).toBeCloseTo(-(width + 16), 0);

    await dashboard.drag(250);
    await expect.poll(() => dashboard.activeDot()).toBe(first);
    await expect.poll(() => dashboard.trackOffset()).toBeCloseTo(0, 0);

    // A nudge is not a swipe: the card springs back.
    await dashboard.drag(-30);
    await expect.poll(() => dashboard.trackOffset()).toBeCloseTo(0, 0);
    expect(await dashboard.activeDot()).toBe(first);

    await dashboard.carousel().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dashboard.activeDot()).toBe(second);
    await page.keyboard.press('ArrowRight');
    expect(await dashboard.activeDot()).toBe(second);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dashboard.activeDot()).toBe(first);
    await page.keyboard.press('End');
    await expect.poll(() => dashboard.activeDot()).toBe(second);
    await page.keyboard.press('Home');
    await expect.poll(() => dashboard.activeDot()).toBe(first);

    await dashboard.dots().nth(1).click();
    await expect.poll(() => dashboard.activeDot()).toBe(second);
    await expect.poll(() => dashboard.trackOffset()).toBeCloseTo(-(width + 16), 0);
  });

  it('links My Savings, My Loans and Transactions on a phone, and not at 1280 px', async () => {
    const phone = await signedInPage(scene.browser, scene.server.url, MEMBER, PHONE);
    const dashboard = new MemberDashboard(phone.page);
    await dashboard.quickLinks().waitFor();
    const links = await dashboard
      .quickLinks()
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ label: a.textContent?.trim(), href: a.getAttribute('href') })),
      );
    expect(links).toEqual([
      { label: 'My Savings', href: '/member-savings' },
      { label: 'My Loans', href: '/member-ltl' },
      { label: 'Transactions', href: '/member-transactions' },
    ]);
    await expect.poll(() => dashboard.savings.isLoading(), { timeout: 10_000 }).toBe(false);
    await dashboard.transactions.waitFor();
    await pageSettled(phone.page);
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, 'member-dashboard-375');

    // Swiping by touch: a drag with the mouse stands in; the card fills the phone's width.
    await dashboard.drag(-200);
    await expect.poll(() => dashboard.activeDot()).toBe('Show card 2 of 2: Outstanding loans');
    const cardWidth = (await dashboard.carousel().boundingBox())!.width;
    await expect.poll(() => dashboard.trackOffset()).toBeCloseTo(-(cardWidth + 16), 0);
    await transitionsDone(dashboard.carousel()); // the dots change width over 300 ms
    await screenshot(phone.page, 'member-dashboard-loans-375');

    await dashboard.quickLinks().getByRole('link', { name: 'My Loans' }).click();
    await phone.page.waitForURL('**/member-ltl');
    expect(phone.problems).toEqual([]);
    await phone.context.close();

    const desktop = await signedInPage(scene.browser, scene.server.url, MEMBER, DESKTOP);
    const wide = new MemberDashboard(desktop.page);
    await wide.carousel().waitFor();
    expect(await wide.quickLinks().isVisible()).toBe(false);
    await desktop.context.close();
  });

  asMember(
    "shows the server's message, else the card's own, when a total cannot be loaded",
    async ({ page }) => {
      await failApiCall(page, '/savings/total/*');
      await page.route('**/api/links/loans/total/*', (route) => route.fulfill({ status: 502, body: '' }));
      const dashboard = await visit(page, MemberDashboard);
      await expect
        .poll(() => dashboard.savings.error().textContent(), { timeout: 15_000 })
        .toBe('Internal error');
      expect(await dashboard.savings.amount().textContent()).toBe('— KES');
      await expect
        .poll(() => dashboard.loans.error().textContent(), { timeout: 15_000 })
        .toBe('Error fetching total outstanding loans');
      await screenshot(page, 'member-dashboard-errors-1280');
    },
  );

  asMember('shows a steady placeholder to those who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dashboard = new MemberDashboard(page);
    await openOnStoppedClock(page, dashboard);
    const samples = new Set<string>();
    for (let sample = 0; sample < 6; sample++) {
      samples.add((await dashboard.savings.amount().textContent()) ?? '');
      await page.clock.runFor(100);
    }
    await page.clock.resume();
    expect(samples.size).toBe(1);
    expect([...samples][0]).toMatch(/^\d{6} KES$/);
    await expect
      .poll(() => dashboard.savings.amount().textContent(), { timeout: 10_000 })
      .toBe('14,701.00 KES');
  });

  asMember(
    'says User authentication information is missing without a user id in the cookie',
    async ({ context, page }) => {
      const url = new URL(scene.server.url);
      await context.addCookies([
        {
          name: 'user',
          value: encodeURIComponent(JSON.stringify({ firstname: 'Wanjiru', role: 'member' })),
          domain: url.hostname,
          path: '/',
          secure: false,
          sameSite: 'Strict',
        },
      ]);
      const dashboard = new MemberDashboard(page);
      await page.goto('/member');
      await expect
        .poll(() => dashboard.alert().textContent())
        .toBe('User authentication information is missing');
    },
  );

  asMember('says Failed to load your transactions when the list cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/transactions/user/*');
    const dashboard = await visit(page, MemberDashboard);
    await expect
      .poll(() => dashboard.alert().filter({ hasText: 'Failed' }).textContent(), { timeout: 15_000 })
      .toBe('Failed to load your transactions');
  });
});
