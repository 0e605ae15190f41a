import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** /audit: the audit trail with its filters. */
export class AuditScreen extends Screen {
  readonly table = new DataTable(this.page, 'Audit trail');

  open = (query = '') => this.visit(`/audit${query}`, 'Audit Trail');

  filters = () => this.here().getByRole('group', { name: 'Audit filters' });
  filter = (label: string) => this.filters().getByLabel(label, { exact: true });
}

/** The History panel of a detail screen (or of the member profile card). */
export function historyTable(page: Page, within = currentPage(page)) {
  const table = new DataTable(page, 'History');
  table.root = () => within.getByRole('table', { name: 'History', exact: true });
  table.pager = () => within.getByRole('navigation', { name: 'History pages' });
  return table;
}
