import { DataTable, termsOf } from './DataTable.js';
import { Screen } from './Screen.js';

/** The member's own screens: transactions, savings, long- and short-term loans. */
export class MemberScreens extends Screen {
  readonly transactions = new DataTable(this.page, 'Transactions');
  readonly savings = new DataTable(this.page, 'Savings transactions');
  readonly loanRepayments = new DataTable(this.page, 'Loan repayments');
  readonly schedule = new DataTable(this.page, 'Schedule');
  readonly repayments = new DataTable(this.page, 'Repayments');

  openTransactions = () => this.visit('/member-transactions', 'My Transactions');
  openSavings = () => this.visit('/member-savings', 'My Savings');
  openLongTermLoan = () => this.visit('/member-ltl', 'My Long Term Loan');
  openShortTermLoan = () => this.visit('/member-stl', 'My Short Term Loan');
  openShortLoanSummary = () => this.visit('/mermber-short-loan', 'Short Term Loan');

  newTransaction = () => this.here().getByRole('link', { name: 'New Transaction' });
  savingsTotal = () => this.here().getByTestId('member-savings-total');
  longTermDue = () => this.here().getByTestId('member-ltl-due');

  /** The short-term loan's figures, label → value. */
  async loanSummary(): Promise<Record<string, string>> {
    await this.here().getByTestId('stl-summary').waitFor();
    return termsOf(this.here().getByTestId('stl-summary').locator(':scope > div'));
  }
}
