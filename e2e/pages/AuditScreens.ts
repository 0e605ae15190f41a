import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';

/** /audit: the audit trail with its filters. */
export class AuditScreen {
  readonly table: DataTable;
  constructor(readonly page: Page) {
    this.table = new DataTable(page, 'Audit trail');
  }

  async open(query = '') {
    await this.page.goto(`/audit${query}`);
    await currentPage(this.page).getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
  }

  filters = () => currentPage(this.page).getByRole('group', { name: 'Audit filters' });
  filter = (label: string) => this.filters().getByLabel(label, { exact: true });
  alert = () => currentPage(this.page).getByRole('alert');
}

/** The History panel of a detail screen (or of the member profile card). */
export function historyTable(page: Page, within = currentPage(page)) {
  const table = new DataTable(page, 'History');
  table.root = () => within.getByRole('table', { name: 'History', exact: true });
  table.pager = () => within.getByRole('navigation', { name: 'History pages' });
  return table;
}
