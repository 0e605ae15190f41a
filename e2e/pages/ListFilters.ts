import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';

/** The bar above a server-searched list (apps/web/src/components/ui/ListFilters.tsx), by its form name. */
export class ListFiltersPanel {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  form = () => currentPage(this.page).getByRole('form', { name: this.name });
  search = () => this.form().getByLabel('Search');
  searchButton = () => this.form().getByRole('button', { name: 'Search' });
  picker = (label: string) => this.form().getByLabel(label, { exact: true });
  order = () => this.picker('Order');
  /** On a phone the pickers fold away behind this button. */
  moreFilters = () => this.form().getByRole('button', { name: 'More filters' });
  download = () => currentPage(this.page).getByRole('button', { name: 'Download CSV' });

  async searchFor(text: string) {
    await this.search().fill(text);
    await this.searchButton().click();
  }
}

/** A server-searched list by its table's and its bar's names. */
export const searchedList = (page: Page, table: string, filters: string) => ({
  table: new DataTable(page, table),
  filters: new ListFiltersPanel(page, filters),
});
