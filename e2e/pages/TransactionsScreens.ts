import type { Locator, Page } from 'playwright-core';
import { DataTable, termsOf } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';
import { Screen } from './Screen.js';

/** The error under a control, found through aria-describedby. */
async function errorOf(page: Page, control: Locator): Promise<string | null> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

/** /transactions (admin): every transaction, ten to a server page. */
export class TransactionsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Transactions');

  open = () => this.visit('/transactions', 'Transactions');

  newTransaction = () => this.here().getByRole('link', { name: 'New Transaction' });
  pendingApproval = () => this.here().getByRole('link', { name: 'Pending approval' });
  viewDetails = (id: number) => this.table.root().getByRole('link', { name: `View Details of TRN-${id}` });
}

/** /pending-transactions (admin). */
export class PendingTransactionsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Pending transactions');

  open = () => this.visit('/pending-transactions', 'All Pending Transactions');

  loading = () => this.here().getByText('Loading transactions...');
  view = (id: number) => this.table.root().getByRole('link', { name: new RegExp(`^View TRN-${id} of `) });
}

/** /transactions/:id: the transaction, its items and (for admins) the decisions. */
export class TransactionDetailsScreen extends Screen {
  readonly items = new DataTable(this.page, 'Transaction items');

  async open(id: number) {
    await this.page.goto(`/transactions/${id}`);
    await this.title('Transaction Details').waitFor();
  }

  approveAll = () => this.here().getByRole('button', { name: /^(Approve All|Approving…)$/ });
  /** The per-item Approve of the first item of this type label (Savings, Long-term loan...). */
  approve = (typeLabel: string) =>
    this.here()
      .getByRole('button', { name: `Approve ${typeLabel} item` })
      .first();
  reject = (typeLabel: string) =>
    this.here()
      .getByRole('button', { name: `Reject ${typeLabel} item` })
      .first();

  /** The summary's figures, label → value (the first list on the page: the History below has its own). */
  async summary(): Promise<Record<string, string>> {
    return termsOf(this.here().locator('dl').first().locator(':scope > div'));
  }

  // The reject dialog.
  dialog = () => this.page.getByRole('dialog', { name: 'Reject payment' });
  reason = () => this.dialog().getByLabel('Reason');
  confirmReject = () => this.dialog().getByRole('button', { name: 'Reject', exact: true });
  reasonError = () => errorOf(this.page, this.reason());
}

/** The items part of both transaction forms. */
export class ItemsForm extends Screen {
  item = (n: number) => this.here().getByRole('group', { name: `Item ${n}`, exact: true });
  type = (n: number) => this.item(n).getByLabel('Type');
  amount = (n: number) => this.item(n).getByLabel('Amount');
  reference = (n: number) => this.item(n).getByLabel('Reference (optional)');
  remove = (n: number) => this.item(n).getByRole('button', { name: `Remove item ${n}` });
  addItem = () => this.here().getByRole('button', { name: 'Add Item' });
  total = () => this.here().getByLabel('Total', { exact: true });
  submit = () => this.here().getByRole('button', { name: 'Submit Transaction' });
  typeError = (n: number) => errorOf(this.page, this.type(n));
  amountError = (n: number) => errorOf(this.page, this.amount(n));

  /** Fills item n, adding it first when it is not there yet. */
  async fillItem(n: number, type: 'SAVING' | 'LTL' | 'STL', amount: string) {
    if ((await this.item(n).count()) === 0) await this.addItem().click();
    await this.type(n).selectOption(type);
    await this.amount(n).fill(amount);
  }
}

/** /add-transaction (admin). */
export class AddTransactionScreen extends ItemsForm {
  open = () => this.visit('/add-transaction', 'New Transaction');

  user = () => memberPicker(this.here().getByLabel('User', { exact: true }));
  date = () => this.here().getByLabel('Date', { exact: true });
  comment = () => this.here().getByLabel('Comment (optional)');
  counter = () => this.here().getByTestId('char-counter');
  userError = () => errorOf(this.page, this.user());
  dateError = () => errorOf(this.page, this.date());
}

/** /new-member-transaction (member). */
export class NewMemberTransactionScreen extends ItemsForm {
  open = () => this.visit('/new-member-transaction', 'New Transaction');
}

/** The search, filters and order above /transactions and /pending-transactions. */
export class TransactionFiltersPanel extends Screen {
  form = () => this.here().getByRole('form', { name: 'Filter transactions' });
  search = () => this.form().getByLabel('Search');
  searchButton = () => this.form().getByRole('button', { name: 'Search' });
  override status = () => this.form().getByLabel('Status');
  type = () => this.form().getByLabel('Type');
  from = () => this.form().getByLabel('From');
  to = () => this.form().getByLabel('To');
  order = () => this.form().getByLabel('Order');
  download = () => this.here().getByRole('button', { name: 'Download CSV' });
  /** On a phone the pickers fold away behind this button. */
  moreFilters = () => this.form().getByRole('button', { name: 'More filters' });
}
