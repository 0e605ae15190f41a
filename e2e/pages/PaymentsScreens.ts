import { DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';
import { Screen } from './Screen.js';

/** /payments: statement imports, filters, and the table of incoming payments with its dialogs. */
export class PaymentsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Incoming payments');

  open = (query = '') => this.visit(`/payments${query}`, 'Payments');

  importForm = () => this.here().getByRole('form', { name: 'Import a statement' });
  file = () => this.importForm().getByLabel('Statement file', { exact: true });
  statementOf = () => this.importForm().getByLabel('Statement of', { exact: true });
  importButton = () => this.importForm().getByRole('button', { name: 'Import statement' });
  importStatus = () => this.importForm().getByRole('status');
  importAlert = () => this.importForm().getByRole('alert');
  fileError = () => errorOf(this.page, this.file());

  async upload(name: string, csv: string) {
    await this.file().setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await this.importButton().click();
  }

  filter = (label: 'Status' | 'Source') =>
    this.here().getByRole('form', { name: 'Filter payments' }).getByLabel(label, { exact: true });
  search = () => this.here().getByRole('form', { name: 'Filter payments' }).getByLabel('Search');
  outcome = () => this.here().getByRole('region', { name: 'Incoming payments' }).getByRole('status');

  /** Opens a payment's dialog by its receipt and the action's button. */
  async act(receipt: string, action: 'Assign' | 'Approve' | 'Review' | 'Ignore', title: string) {
    await this.table
      .row(receipt)
      .getByRole('button', { name: `${action} ${receipt}` })
      .click();
    const dialog = this.dialog(title);
    // The dialog's own element has no size (its panel is fixed): wait for what it shows.
    await dialog.getByTestId('payment-summary').waitFor();
    return dialog;
  }

  dialog = (title: string) => this.page.getByRole('dialog', { name: title });
  /** The Status column of the table. */
  statuses = () => this.table.column('Status');
}

/** /reconciliation/:accountId. */
export class ReconciliationScreen extends Screen {
  async open(accountId: number, query = '') {
    await this.page.goto(`/reconciliation/${accountId}${query}`);
    await this.here().getByRole('heading', { name: 'Reconciliation', level: 1 }).waitFor();
  }

  verdict = () => this.here().getByTestId('reconciliation-verdict');
  summary = () => this.here().getByTestId('reconciliation-summary');
  statementLines = () => new DataTable(this.page, 'Statement lines without a partner');
  bookEntries = () => new DataTable(this.page, 'Books entries without a partner');
}
