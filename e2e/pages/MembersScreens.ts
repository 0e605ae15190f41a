import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { ListFiltersPanel } from './ListFilters.js';

/** /members (admin) and /list-member (members): the same table with or without emails. */
export class MembersScreen {
  readonly table: DataTable;
  readonly filters: ListFiltersPanel;
  constructor(readonly page: Page) {
    this.table = new DataTable(page, 'Members');
    this.filters = new ListFiltersPanel(page, 'Filter members');
  }

  heading = (name: string) => currentPage(this.page).getByRole('heading', { name, level: 1 });
  addMembers = () => currentPage(this.page).getByRole('link', { name: 'Add Members' });
  loading = () => currentPage(this.page).getByText('Loading members...');
  alert = () => currentPage(this.page).getByRole('alert');

  async open(path: '/members' | '/list-member') {
    await this.page.goto(path);
  }
}
