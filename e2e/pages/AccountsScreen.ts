import { DataTable, termsOf } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';
import { Screen } from './Screen.js';

/** /accounts: the create-account form, the accounts table and the profile card. */
export class AccountsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Accounts');

  open = () => this.visit('/accounts', 'Accounts');

  user = () => memberPicker(this.here().getByLabel('User', { exact: true }));
  submit = () => this.here().getByRole('button', { name: 'Create Account' });

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
