import { DataTable } from './DataTable.js';
import { figures } from './LoansScreens.js';
import { Screen } from './Screen.js';

/** /statement and /statement/:userId: a member's savings and loans over a period. */
export class StatementScreen extends Screen {
  readonly savings = new DataTable(this.page, 'Savings movements');

  async open(userId?: number) {
    await this.page.goto(userId === undefined ? '/statement' : `/statement/${userId}`);
    await this.heading().waitFor();
  }

  heading = () => this.here().getByRole('heading', { name: /^(Member )?Statement$/, level: 1 });
  from = () => this.here().getByLabel('From', { exact: true });
  to = () => this.here().getByLabel('To', { exact: true });
  who = () => this.here().getByTestId('statement-heading');
  savingsFigures = () => figures(this.here().getByRole('region', { name: 'Savings' }));
  loans = () => this.here().getByRole('region', { name: 'Loans' });
  download = (format: 'CSV' | 'PDF') => this.here().getByRole('button', { name: `Download ${format}` });
}

/** A statement line's "This is wrong" (docs/decisions/disputes.md, "On the statement"), and its dialog. */
export class StatementDisputes {
  constructor(readonly page: StatementScreen['page']) {}

  flag = (line: string) => this.page.getByRole('button', { name: new RegExp(`^This is wrong: ${line}`) });
  dialog = () => this.page.getByRole('dialog', { name: 'This is wrong' });
  reason = () => this.dialog().getByLabel('Reason', { exact: true });
  send = () => this.dialog().getByRole('button', { name: 'Send' });
}
