import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { ListFiltersPanel } from './ListFilters.js';

/** /expenses: tabs Expenses and Bank Account. */
export class ExpensesScreen {
  readonly expenses: DataTable;
  readonly bankAccounts: DataTable;
  readonly expenseFilters: ListFiltersPanel;
  constructor(readonly page: Page) {
    this.expenses = new DataTable(page, 'Expenses');
    this.bankAccounts = new DataTable(page, 'Bank accounts');
    this.expenseFilters = new ListFiltersPanel(page, 'Filter expenses');
  }

  async open() {
    await this.page.goto('/expenses');
    await currentPage(this.page).getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
  }

  tab = (name: 'Expenses' | 'Bank Account') => currentPage(this.page).getByRole('tab', { name, exact: true });
  tabList = () => currentPage(this.page).getByRole('tablist');
  addExpense = () => currentPage(this.page).getByRole('link', { name: 'Add Expense' });
  panel = () => currentPage(this.page).getByRole('tabpanel');
  alert = () => this.panel().getByRole('alert');
  status = () => this.panel().getByRole('status');

  // The create-bank-account form of the Bank Account tab.
  form = () => currentPage(this.page).getByRole('form', { name: 'Add bank account' });
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
export class AddExpenseScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/add-expenses');
    await currentPage(this.page).getByRole('heading', { name: 'Add Expense', level: 1 }).waitFor();
  }

  account = () => currentPage(this.page).getByLabel('Account', { exact: true });
  amount = () => currentPage(this.page).getByLabel('Amount', { exact: true });
  type = () => currentPage(this.page).getByLabel('Expense Type');
  comment = () => currentPage(this.page).getByLabel('Comment (optional)');
  counter = () => currentPage(this.page).getByTestId('char-counter');
  submit = () => currentPage(this.page).getByRole('button', { name: 'Add Expense' });
  status = () => currentPage(this.page).getByRole('status');
  alert = () => currentPage(this.page).getByRole('alert');

  /** The accounts offered, as shown (name and balance), without the placeholder. */
  async offeredAccounts(): Promise<string[]> {
    return (await this.account().locator('option').allTextContents()).slice(1);
  }

  /** The error under a field, found through aria-describedby. */
  async errorOf(field: 'account' | 'amount' | 'type'): Promise<string | null> {
    const control = { account: this.account(), amount: this.amount(), type: this.type() }[field];
    const id = await control.getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }

  async record(input: { account: string; amount: string; type: string; comment?: string }) {
    // Options read `Name (KES balance)`: choose by the name.
    const label = (await this.offeredAccounts()).find((text) => text.startsWith(`${input.account} (`));
    if (!label) throw new Error(`No bank account ${input.account} offered`);
    await this.account().selectOption({ label });
    await this.amount().fill(input.amount);
    await this.type().selectOption(input.type);
    if (input.comment !== undefined) await this.comment().fill(input.comment);
    await this.submit().click();
  }
}
