import type { Locator } from 'playwright-core';
import { DataTable, termsOf } from './DataTable.js';
import { Screen } from './Screen.js';

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
export class MemberDashboard extends Screen {
  readonly transactions = new DataTable(this.page, 'My transactions');
  readonly savings = new SummaryCard(this.here().getByTestId('savings-card'));
  readonly loans = new SummaryCard(this.here().getByTestId('loans-card'));

  async open() {
    await this.page.goto('/member');
    await this.heading().waitFor();
  }

  heading = () => this.here().getByRole('heading', { level: 1 });
  carousel = () => this.here().getByRole('region', { name: 'Your totals' });
  track = () => this.carousel().getByTestId('card-track');
  dots = () => this.carousel().getByRole('button', { name: /^Show card/ });
  /** The accessible name of the dot marked current. */
  activeDot = () => this.carousel().locator('button[aria-current="true"]').getAttribute('aria-label');
  /** The slide not hidden from assistive tech: the card on show. */
  visibleSlide = () =>
    this.carousel().locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute('aria-label');
  quickLinks = () => this.here().getByRole('navigation', { name: 'Quick links' });

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
export class AdminHome extends Screen {
  readonly savings = new SummaryCard(this.here().getByTestId('savings-card'));
  readonly loans = new SummaryCard(this.here().getByTestId('loans-card'));

  heading = () => this.here().getByRole('heading', { name: 'Welcome', level: 1 });
  pendingCount = () => this.here().getByTestId('pending-count');
  pendingList = () => this.here().getByRole('list', { name: 'Newest pending transactions' });
  reviewPending = () => this.here().getByRole('link', { name: 'Review pending' });
  collectedBar = () => this.here().getByRole('progressbar', { name: 'Collected of expected this month' });
  collectionsHeading = () => this.here().getByRole('heading', { name: /^Collections in / });
  collectionsText = () => this.collectionsHeading().locator('xpath=..').locator('p').first();
  chart = () => this.here().getByRole('img', { name: /collected in each of the last 12 months/ });

  /** A `dl` of the page as label → value. */
  figures = (testId: string) => termsOf(this.here().getByTestId(testId).locator(':scope > div'));

  /** The chart's figures, from its table for screen readers: month → [savings, repayments, total]. */
  chartTable = () =>
    this.here()
      .getByRole('table', { name: 'Collections by month' })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''),
        ),
      );
}
