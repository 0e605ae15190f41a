import { DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** The Fines section of /arrears (admin): the fines, a filter, and the Waive dialog. */
export class FinesSection extends Screen {
  readonly table = new DataTable(this.page, 'Fines');

  async open() {
    await this.page.goto('/arrears');
    await this.table.waitFor();
  }

  section = () => this.here().getByRole('region', { name: 'Fines', exact: true });
  show = () => this.section().getByLabel('Show');
  /** The success message after a waiver. */
  done = () => this.section().getByRole('status').filter({ hasText: 'Fine waived' });
  waiveButton = (member: string) => this.table.row(member).getByRole('button', { name: /^Waive / });

  dialog = () => this.page.getByRole('dialog', { name: 'Waive fine' });
  reason = () => this.dialog().getByLabel('Reason');
  confirm = () => this.dialog().getByRole('button', { name: 'Waive', exact: true });
  cancel = () => this.dialog().getByRole('button', { name: 'Cancel', exact: true });
  refusal = () => this.dialog().getByRole('alert');
}
