import { DataTable, termsOf } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';
import { Screen } from './Screen.js';

/** /savings: every savings account. */
export class SavingsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Savings');

  open = () => this.visit('/savings', 'All Savings');

  addSaving = () => this.here().getByRole('link', { name: 'Add Saving' });
  viewSaving = (name: string) => this.table.row(name).getByRole('link', { name: /^View Saving/ });
  total = () => this.here().getByTestId('total-savings');
}

/** /add-savings: opens a member's savings account. */
export class AddSavingScreen extends Screen {
  open = () => this.visit('/add-savings', 'Add Saving');

  user = () => memberPicker(this.here().getByLabel('User', { exact: true }));
  amount = () => this.here().getByLabel('Amount', { exact: true });
  expected = () => this.here().getByLabel('Expected Saving');
  submit = () => this.here().getByRole('button', { name: 'Add Saving' });
  back = () => this.here().getByRole('link', { name: 'Back to savings' });
  /** The error under a field, found through aria-describedby. */
  errorOf = async (field: 'user' | 'amount') => {
    const control = field === 'user' ? this.user() : this.amount();
    const id = await control.getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  };
}

/** /saving-details/:id: the account and its deposits. */
export class SavingDetailsScreen extends Screen {
  readonly deposits = new DataTable(this.page, 'Deposits');

  heading = () => this.here().getByRole('heading', { name: 'Saving Details', level: 1 });

  /** The account's figures, label → value. */
  async summary(): Promise<Record<string, string>> {
    return termsOf(this.here().locator('dl > div'));
  }
}
