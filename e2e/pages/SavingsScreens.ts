import type { Page } from 'playwright-core';
import { currentPage, DataTable, termsOf } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';

/** /savings: every savings account. */
export class SavingsScreen {
  readonly table: DataTable;
  constructor(readonly page: Page) {
    this.table = new DataTable(page, 'Savings');
  }

  async open() {
    await this.page.goto('/savings');
    await currentPage(this.page).getByRole('heading', { name: 'All Savings', level: 1 }).waitFor();
  }

  addSaving = () => currentPage(this.page).getByRole('link', { name: 'Add Saving' });
  viewSaving = (name: string) => this.table.row(name).getByRole('link', { name: /^View Saving/ });
  total = () => currentPage(this.page).getByTestId('total-savings');
  alert = () => currentPage(this.page).getByRole('alert');
}

/** /add-savings: opens a member's savings account. */
export class AddSavingScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/add-savings');
    await currentPage(this.page).getByRole('heading', { name: 'Add Saving', level: 1 }).waitFor();
  }

  user = () => memberPicker(currentPage(this.page).getByLabel('User', { exact: true }));
  amount = () => currentPage(this.page).getByLabel('Amount', { exact: true });
  expected = () => currentPage(this.page).getByLabel('Expected Saving');
  submit = () => currentPage(this.page).getByRole('button', { name: 'Add Saving' });
  status = () => currentPage(this.page).getByRole('status');
  alert = () => currentPage(this.page).getByRole('alert');
  back = () => currentPage(this.page).getByRole('link', { name: 'Back to savings' });
  /** The error under a field, found through aria-describedby. */
  errorOf = async (field: 'user' | 'amount') => {
    const control = field === 'user' ? this.user() : this.amount();
    const id = await control.getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  };
}

/** /saving-details/:id: the account and its deposits. */
export class SavingDetailsScreen {
  readonly deposits: DataTable;
  constructor(readonly page: Page) {
    this.deposits = new DataTable(page, 'Deposits');
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: 'Saving Details', level: 1 });
  alert = () => currentPage(this.page).getByRole('alert');

  /** The account's figures, label → value. */
  async summary(): Promise<Record<string, string>> {
    return termsOf(currentPage(this.page).locator('dl > div'));
  }
}
