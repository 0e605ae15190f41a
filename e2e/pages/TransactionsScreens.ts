import type { Locator, Page } from 'playwright-core';
import { currentPage, DataTable, termsOf } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';

const heading = (page: Page, name: string) => currentPage(page).getByRole('heading', { name, level: 1 });

/** The error under a control, found through aria-describedby. */
async function errorOf(page: Page, control: Locator): Promise<string | null> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

/** /transactions (admin): every transaction, ten to a server page. */
export class TransactionsScreen {
  readonly table: DataTable;
  constructor(readonly page: Page) {
    this.table = new DataTable(page, 'Transactions');
  }

  async open() {
    await this.page.goto('/transactions');
    await heading(this.page, 'Transactions').waitFor();
  }

  newTransaction = () => currentPage(this.page).getByRole('link', { name: 'New Transaction' });
  pendingApproval = () => currentPage(this.page).getByRole('link', { name: 'Pending approval' });
  viewDetails = (id: number) => this.table.root().getByRole('link', { name: `View Details of TRN-${id}` });
  alert = () => currentPage(this.page).getByRole('alert');
}

/** /pending-transactions (admin). */
export class PendingTransactionsScreen {
  readonly table: DataTable;
  constructor(readonly page: Page) {
    this.table = new DataTable(page, 'Pending transactions');
  }

  async open() {
    await this.page.goto('/pending-transactions');
    await heading(this.page, 'All Pending Transactions').waitFor();
  }

  loading = () => currentPage(this.page).getByText('Loading transactions...');
  view = (id: number) => this.table.root().getByRole('link', { name: new RegExp(`^View TRN-${id} of `) });
  alert = () => currentPage(this.page).getByRole('alert');
}

/** /transactions/:id: the transaction, its items and (for admins) the decisions. */
export class TransactionDetailsScreen {
  readonly items: DataTable;
  constructor(readonly page: Page) {
    this.items = new DataTable(page, 'Transaction items');
  }

  async open(id: number) {
    await this.page.goto(`/transactions/${id}`);
    await heading(this.page, 'Transaction Details').waitFor();
  }

  approveAll = () => currentPage(this.page).getByRole('button', { name: /^(Approve All|Approving…)$/ });
  /** The per-item Approve of the first item of this type label (Savings, Long-term loan...). */
  approve = (typeLabel: string) =>
    currentPage(this.page)
      .getByRole('button', { name: `Approve ${typeLabel} item` })
      .first();
  reject = (typeLabel: string) =>
    currentPage(this.page)
      .getByRole('button', { name: `Reject ${typeLabel} item` })
      .first();
  alert = () => currentPage(this.page).getByRole('alert');
  status = () => currentPage(this.page).getByRole('status');

  /** The summary's figures, label → value (the first list on the page: the History below has its own). */
  async summary(): Promise<Record<string, string>> {
    return termsOf(currentPage(this.page).locator('dl').first().locator(':scope > div'));
  }

  // The reject dialog.
  dialog = () => this.page.getByRole('dialog', { name: 'Reject payment' });
  reason = () => this.dialog().getByLabel('Reason');
  confirmReject = () => this.dialog().getByRole('button', { name: 'Reject', exact: true });
  reasonError = () => errorOf(this.page, this.reason());
}

/** The items part of both transaction forms. */
export class ItemsForm {
  constructor(readonly page: Page) {}

  item = (n: number) => currentPage(this.page).getByRole('group', { name: `Item ${n}`, exact: true });
  type = (n: number) => this.item(n).getByLabel('Type');
  amount = (n: number) => this.item(n).getByLabel('Amount');
  reference = (n: number) => this.item(n).getByLabel('Reference (optional)');
  remove = (n: number) => this.item(n).getByRole('button', { name: `Remove item ${n}` });
  addItem = () => currentPage(this.page).getByRole('button', { name: 'Add Item' });
  total = () => currentPage(this.page).getByLabel('Total', { exact: true });
  submit = () => currentPage(this.page).getByRole('button', { name: 'Submit Transaction' });
  alert = () => currentPage(this.page).getByRole('alert');
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
  async open() {
    await this.page.goto('/add-transaction');
    await heading(this.page, 'New Transaction').waitFor();
  }

  user = () => memberPicker(currentPage(this.page).getByLabel('User', { exact: true }));
  date = () => currentPage(this.page).getByLabel('Date', { exact: true });
  comment = () => currentPage(this.page).getByLabel('Comment (optional)');
  counter = () => currentPage(this.page).getByTestId('char-counter');
  userError = () => errorOf(this.page, this.user());
  dateError = () => errorOf(this.page, this.date());
}

/** /new-member-transaction (member). */
export class NewMemberTransactionScreen extends ItemsForm {
  async open() {
    await this.page.goto('/new-member-transaction');
    await heading(this.page, 'New Transaction').waitFor();
  }
}

/** The search, filters and order above /transactions and /pending-transactions. */
export class TransactionFiltersPanel {
  constructor(readonly page: Page) {}

  form = () => currentPage(this.page).getByRole('form', { name: 'Filter transactions' });
  search = () => this.form().getByLabel('Search');
  searchButton = () => this.form().getByRole('button', { name: 'Search' });
  status = () => this.form().getByLabel('Status');
  type = () => this.form().getByLabel('Type');
  from = () => this.form().getByLabel('From');
  to = () => this.form().getByLabel('To');
  order = () => this.form().getByLabel('Order');
  download = () => currentPage(this.page).getByRole('button', { name: 'Download CSV' });
  /** On a phone the pickers fold away behind this button. */
  moreFilters = () => this.form().getByRole('button', { name: 'More filters' });
}
