import type { Locator, Page } from 'playwright-core';
import { currentPage, DataTable, termsOf } from './DataTable.js';

/**
 * One summary card (apps/web/src/features/dashboard): SAVINGS or OUTSTANDING LOANS. Found by CSS,
 * not by role: on the member dashboard the card not on show is hidden from assistive tech.
 */
export class SummaryCard {
  constructor(readonly root: Locator) {}

  title = () => this.root.locator('h2');
  subtitle = () => this.root.getByTestId('card-subtitle');
  amount = () => this.root.getByTestId('card-amount');
  error = () => this.root.locator('[role="alert"]');
  /** Whether the card still shows the loading placeholder. */
  isLoading = async () => (await this.root.getAttribute('aria-busy')) === 'true';
}

/** /member: the member dashboard. */
export class MemberDashboard {
  readonly transactions: DataTable;
  readonly savings: SummaryCard;
  readonly loans: SummaryCard;
  constructor(readonly page: Page) {
    this.transactions = new DataTable(page, 'My transactions');
    this.savings = new SummaryCard(currentPage(page).getByTestId('savings-card'));
    this.loans = new SummaryCard(currentPage(page).getByTestId('loans-card'));
  }

  async open() {
    await this.page.goto('/member');
    await this.heading().waitFor();
  }

  heading = () => currentPage(this.page).getByRole('heading', { level: 1 });
  carousel = () => currentPage(this.page).getByRole('region', { name: 'Your totals' });
  track = () => this.carousel().getByTestId('card-track');
  dots = () => this.carousel().getByRole('button', { name: /^Show card/ });
  /** The accessible name of the dot marked current. */
  activeDot = () => this.carousel().locator('button[aria-current="true"]').getAttribute('aria-label');
  /** The slide not hidden from assistive tech: the card on show. */
  visibleSlide = () =>
    this.carousel().locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute('aria-label');
  quickLinks = () => currentPage(this.page).getByRole('navigation', { name: 'Quick links' });
  alert = () => currentPage(this.page).getByRole('alert');

  /** Drags the cards sideways with the mouse, by `dx` pixels. */
  async drag(dx: number) {
    // The carousel stays put while its track moves, so the drag starts on the card on show.
    const box = await this.carousel().boundingBox();
    if (!box) throw new Error('The cards are not on screen');
    const y = box.y + box.height / 3;
    const x = box.x + box.width / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    for (let step = 1; step <= 10; step++) await this.page.mouse.move(x + (dx * step) / 10, y);
    await this.page.mouse.up();
  }

  /** Where the cards' track sits: its horizontal offset inside the carousel. */
  trackOffset = () => this.track().evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
}

/** /: the admin home. */
export class AdminHome {
  readonly savings: SummaryCard;
  readonly loans: SummaryCard;
  constructor(readonly page: Page) {
    this.savings = new SummaryCard(currentPage(page).getByTestId('savings-card'));
    this.loans = new SummaryCard(currentPage(page).getByTestId('loans-card'));
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: 'Welcome', level: 1 });
  pendingCount = () => currentPage(this.page).getByTestId('pending-count');
  pendingList = () => currentPage(this.page).getByRole('list', { name: 'Newest pending transactions' });
  reviewPending = () => currentPage(this.page).getByRole('link', { name: 'Review pending' });
  collectedBar = () =>
    currentPage(this.page).getByRole('progressbar', { name: 'Collected of expected this month' });
  collectionsHeading = () => currentPage(this.page).getByRole('heading', { name: /^Collections in / });
  collectionsText = () => this.collectionsHeading().locator('xpath=..').locator('p').first();
  chart = () => currentPage(this.page).getByRole('img', { name: /collected in each of the last 12 months/ });

  /** A `dl` of the page as label → value. */
  figures = (testId: string) => termsOf(currentPage(this.page).getByTestId(testId).locator(':scope > div'));

  /** The chart's figures, from its table for screen readers: month → [savings, repayments, total]. */
  chartTable = () =>
    currentPage(this.page)
      .getByRole('table', { name: 'Collections by month' })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''),
        ),
      );
}
