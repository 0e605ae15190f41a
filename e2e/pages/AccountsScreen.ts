import type { Page } from 'playwright-core';
import { currentPage, DataTable, termsOf } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';

/** /accounts: the create-account form, the accounts table and the profile card. */
export class AccountsScreen {
  readonly table: DataTable;
  constructor(readonly page: Page) {
    this.table = new DataTable(page, 'Accounts');
  }

  async open() {
    await this.page.goto('/accounts');
    await currentPage(this.page).getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
  }

  user = () => memberPicker(currentPage(this.page).getByLabel('User', { exact: true }));
  submit = () => currentPage(this.page).getByRole('button', { name: 'Create Account' });
  status = () => currentPage(this.page).getByRole('status');
  alert = () => currentPage(this.page).getByRole('alert');

  /** The names the form offers (without its placeholder). */
  async offeredUsers(): Promise<string[]> {
    const options = await this.user().locator('option').allTextContents();
    return options.slice(1);
  }

  async create(name: string) {
    await this.user().selectOption({ label: name });
    await this.submit().click();
  }

  dialog = () => this.page.getByRole('dialog', { name: 'Member profile' });

  async view(name: string) {
    await this.table.row(name).getByRole('button', { name: /^View/ }).click();
    await this.dialog().getByTestId('profile-card').waitFor();
  }

  monthlyTotal = () => this.dialog().getByTestId('monthly-total');

  /** The profile card's figures, label → value. */
  async profileFigures(): Promise<Record<string, string>> {
    return termsOf(this.dialog().getByTestId('profile-figures').locator(':scope > div'));
  }
}
