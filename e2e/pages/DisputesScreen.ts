import { DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** /disputes (officials): the open disputes, each resolved or rejected with an answer. */
export class DisputesScreen extends Screen {
  readonly table = new DataTable(this.page, 'Disputes');
  open = () => this.visit('/disputes', 'Disputes');

  answer = (member: string, action: 'Resolve' | 'Reject') =>
    this.table.row(member).getByRole('button', { name: `${action} ${member}'s dispute` });
  dialog = (title: 'Resolve dispute' | 'Reject dispute') => this.page.getByRole('dialog', { name: title });
  answerBox = (title: 'Resolve dispute' | 'Reject dispute') =>
    this.dialog(title).getByLabel('Answer', { exact: true });
  send = (title: 'Resolve dispute' | 'Reject dispute', action: 'Resolve' | 'Reject') =>
    this.dialog(title).getByRole('button', { name: action, exact: true });
}
