import { DataTable } from './DataTable.js';
import { ListFiltersPanel } from './ListFilters.js';
import { Screen } from './Screen.js';

/** /members (admin) and /list-member (members): the same table with or without emails. */
export class MembersScreen extends Screen {
  readonly table = new DataTable(this.page, 'Members');
  readonly filters = new ListFiltersPanel(this.page, 'Filter members');

  heading = (name: string) => this.here().getByRole('heading', { name, level: 1 });
  addMembers = () => this.here().getByRole('link', { name: 'Add Members' });
  loading = () => this.here().getByText('Loading members...');

  async open(path: '/members' | '/list-member') {
    await this.page.goto(path);
  }

  /** Opens the list and waits for its table. */
  async shown(path: '/members' | '/list-member') {
    await this.open(path);
    await this.table.waitFor();
    return this;
  }
}
