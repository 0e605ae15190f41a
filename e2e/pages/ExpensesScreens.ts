import { DataTable } from './DataTable.js';
import { ListFiltersPanel } from './ListFilters.js';
import { Screen } from './Screen.js';

/** /expenses: tabs Expenses and Bank Account. */
export class ExpensesScreen extends Screen {
  readonly expenses = new DataTable(this.page, 'Expenses');
  readonly bankAccounts = new DataTable(this.page, 'Bank accounts');
  readonly expenseFilters = new ListFiltersPanel(this.page, 'Filter expenses');

  open = () => this.visit('/expenses', 'Expenses');

  tab = (name: 'Expenses' | 'Bank Account') => this.here().getByRole('tab', { name, exact: true });
  tabList = () => this.here().getByRole('tablist');
  addExpense = () => this.here().getByRole('link', { name: 'Add Expense' });
  panel = () => this.here().getByRole('tabpanel');
  override alert = () => this.panel().getByRole('alert');
  override status = () => this.panel().getByRole('status');

  // The create-bank-account form of the Bank Account tab.
  form = () => this.here().getByRole('form', { name: 'Add bank account' });
  name = () => this.form().getByLabel('Account Name');
  amount = () => this.form().getByLabel('Amount', { exact: true });
  submit = () => this.form().getByRole('button', { name: 'Add Account' });

  async createBankAccount(name: string, amount?: string) {
    await this.name().fill(name);
    if (amount !== undefined) await this.amount().fill(amount);
    await this.submit().click();
  }
}

/** /add-expenses: records an expense. */
export class AddExpenseScreen extends Screen {
  open = () => this.visit('/add-expenses', 'Add Expense');

  account = () => this.here().getByLabel('Account', { exact: true });
  amount = () => this.here().getByLabel('Amount', { exact: true });
  type = () => this.here().getByLabel('Expense Type');
  comment = () => this.here().getByLabel('Comment (optional)');
  date = () => this.here().getByLabel('Date', { exact: true });
  counter = () => this.here().getByTestId('char-counter');
  submit = () => this.here().getByRole('button', { name: 'Add Expense' });

  /** The accounts offered, as shown (name and balance), without the placeholder. */
  async offeredAccounts(): Promise<string[]> {
    return (await this.account().locator('option').allTextContents()).slice(1);
  }

  /** The error under a field, found through aria-describedby. */
  async errorOf(field: 'account' | 'amount' | 'type' | 'date'): Promise<string | null> {
    const control = { account: this.account(), amount: this.amount(), type: this.type(), date: this.date() }[
      field
    ];
    const id = await control.getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }

  async record(input: { account: string; amount: string; type: string; comment?: string; date?: string }) {
    // Options read `Name (KES balance)`: choose by the name.
    const label = (await this.offeredAccounts()).find((text) => text.startsWith(`${input.account} (`));
    if (!label) throw new Error(`No money account ${input.account} offered`);
    await this.account().selectOption({ label });
    await this.amount().fill(input.amount);
    await this.type().selectOption(input.type);
    if (input.date !== undefined) await this.date().fill(input.date);
    if (input.comment !== undefined) await this.comment().fill(input.comment);
    await this.submit().click();
  }
}
