import type { Page } from 'playwright-core';
import { currentPage, DataTable, termsOf } from './DataTable.js';

const heading = (page: Page, name: string) => currentPage(page).getByRole('heading', { name, level: 1 });

/** The member's own screens: transactions, savings, long- and short-term loans. */
export class MemberScreens {
  readonly transactions: DataTable;
  readonly savings: DataTable;
  readonly loanRepayments: DataTable;
  readonly schedule: DataTable;
  readonly repayments: DataTable;
  constructor(readonly page: Page) {
    this.transactions = new DataTable(page, 'Transactions');
    this.savings = new DataTable(page, 'Savings transactions');
    this.loanRepayments = new DataTable(page, 'Loan repayments');
    this.schedule = new DataTable(page, 'Schedule');
    this.repayments = new DataTable(page, 'Repayments');
  }

  async openTransactions() {
    await this.page.goto('/member-transactions');
    await heading(this.page, 'My Transactions').waitFor();
  }
  async openSavings() {
    await this.page.goto('/member-savings');
    await heading(this.page, 'My Savings').waitFor();
  }
  async openLongTermLoan() {
    await this.page.goto('/member-ltl');
    await heading(this.page, 'My Long Term Loan').waitFor();
  }
  async openShortTermLoan() {
    await this.page.goto('/member-stl');
    await heading(this.page, 'My Short Term Loan').waitFor();
  }
  async openShortLoanSummary() {
    await this.page.goto('/mermber-short-loan');
    await heading(this.page, 'Short Term Loan').waitFor();
  }

  newTransaction = () => currentPage(this.page).getByRole('link', { name: 'New Transaction' });
  savingsTotal = () => currentPage(this.page).getByTestId('member-savings-total');
  longTermDue = () => currentPage(this.page).getByTestId('member-ltl-due');
  alert = () => currentPage(this.page).getByRole('alert');
  status = () => currentPage(this.page).getByRole('status');

  /** The short-term loan's figures, label → value. */
  async loanSummary(): Promise<Record<string, string>> {
    await currentPage(this.page).getByTestId('stl-summary').waitFor();
    return termsOf(currentPage(this.page).getByTestId('stl-summary').locator(':scope > div'));
  }
}
