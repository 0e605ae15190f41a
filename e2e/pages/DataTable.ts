import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page on screen: while pages change, the leaving one stays a moment, hidden from assistive tech. */
export const currentPage = (page: Page): Locator => page.locator('[data-testid="page"]:not([aria-hidden])');

/** Cell texts, or a table's headings, written on one line: `'Date | Status'` is `['Date', 'Status']`. */
export const cellsOf = (line: string): string[] => line.split(' | ');

/** The shared table (apps/web/src/components/ui/Table.tsx), found by its accessible name. */
export class DataTable {
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  root = () => currentPage(this.page).getByRole('table', { name: this.label, exact: true });
  headers = () => this.root().locator('thead th').allTextContents();
  rows = () => this.root().locator('tbody tr');
  row = (text: string) => this.rows().filter({ hasText: text });
  empty = () => this.root().getByText('No data found', { exact: true });

  /** The text of each cell, row by row. */
  cells(): Promise<string[][]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
    );
  }

  /** The text of one column, by its heading. */
  async column(header: string): Promise<string[]> {
    const index = (await this.headers()).indexOf(header);
    if (index < 0) throw new Error(`No column ${header} in ${this.label}`);
    return (await this.cells()).map((row) => row[index] ?? '');
  }

  pager = () => currentPage(this.page).getByRole('navigation', { name: `${this.label} pages` });
  previous = () => this.pager().getByRole('button', { name: 'Previous' });
  next = () => this.pager().getByRole('button', { name: 'Next' });
  pageLabel = () => this.pager().getByText(/^Page \d+ of \d+$/);
  /** Turns to the next page and waits until the pager says `Page n of pages`. */
  nextPage = async (n: number, pages: number) => {
    await this.next().click();
    await this.onPage(n, pages);
  };
  /** Waits until the pager says `Page n of pages`. */
  onPage = async (n: number, pages: number) => {
    await expect.poll(() => this.pageLabel().textContent()).toBe(`Page ${n} of ${pages}`);
  };

  async waitFor() {
    await this.root().waitFor();
  }
}

/** Label → value of each `dt`/`dd` pair, one pair a matched element (e.g. `dl > div`). */
export function termsOf(rows: Locator): Promise<Record<string, string>> {
  return rows.evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((row) => [
        row.querySelector('dt')?.textContent?.trim() ?? '',
        row.querySelector('dd')?.textContent?.trim() ?? '',
      ]),
    ),
  );
}
