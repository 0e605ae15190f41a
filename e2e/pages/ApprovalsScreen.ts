import { DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** /approvals (officials): the requests for the group's money, Approve and Reject with a reason. */
export class ApprovalsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Requests for approval');

  open = () => this.visit('/approvals', 'Approvals');

  statusFilter = () => this.here().getByLabel('Status', { exact: true });
  approve = (id: number) => this.table.root().getByRole('button', { name: `Approve request ${id}` });
  reject = (id: number) => this.table.root().getByRole('button', { name: `Reject request ${id}` });

  dialog = () => this.page.getByRole('dialog', { name: 'Reject request' });
  reason = () => this.dialog().getByLabel('Reason');
  confirmReject = () => this.dialog().getByRole('button', { name: 'Reject', exact: true });
  refusal = () => this.dialog().getByRole('alert');
}
