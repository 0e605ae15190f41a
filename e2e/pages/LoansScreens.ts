import type { Locator, Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';
import { Screen } from './Screen.js';

export type LoanKind = 'long_term' | 'short_term';

/** The label → value pairs of the figures (`dl` of Stats) inside a part of the page. */
export async function figures(scope: Locator): Promise<Record<string, string>> {
  return scope
    .locator('dl')
    .first()
    .evaluate((list) =>
      Object.fromEntries(
        Array.from(list.querySelectorAll('dt'), (term) => [
          term.textContent?.trim() ?? '',
          term.nextElementSibling?.textContent?.trim() ?? '',
        ]),
      ),
    );
}

/** The error under a control, found through aria-describedby (empty when it has none). */
export async function errorOf(page: Page, control: Locator): Promise<string | null> {
  const id = await control.getAttribute('aria-describedby');
  if (!id || !(await control.getAttribute('aria-invalid'))) return null;
  return page.locator(`[id="${id}"]`).textContent();
}

const screens = {
  long_term: { path: '/long-term-loans', heading: 'Long Term Loans', add: 'Add New Loan' },
  short_term: { path: '/short-term-loans', heading: 'Short Term Loans', add: 'Add Short Term Loan' },
} as const;

/** /long-term-loans and /short-term-loans: tabs Loan Accounts and Payment History. */
export class LoansScreen {
  readonly accounts: DataTable;
  readonly payments: DataTable;
  constructor(
    readonly page: Page,
    readonly kind: LoanKind,
  ) {
    this.accounts = new DataTable(page, 'Loan Accounts');
    this.payments = new DataTable(page, 'Payment History');
  }

  async open() {
    await this.page.goto(screens[this.kind].path);
    await this.heading().waitFor();
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: screens[this.kind].heading, level: 1 });
  tab = (name: 'Loan Accounts' | 'Payment History') =>
    currentPage(this.page).getByRole('tab', { name, exact: true });
  addLoan = () => currentPage(this.page).getByRole('link', { name: screens[this.kind].add, exact: true });
  alert = () => currentPage(this.page).getByRole('tabpanel').getByRole('alert');
  /** The status badge of a borrower's row, and its colour (`red` or `green`). */
  status = (name: string) => this.accounts.row(name).getByTestId('loan-status');
  openLoan = (name: string) => this.accounts.row(name).getByRole('link', { name, exact: true });
  /** The text of each status badge, with its tone: `Uncleared red`. */
  async badges(): Promise<string[]> {
    return this.accounts
      .root()
      .getByTestId('loan-status')
      .evaluateAll((badges) => badges.map((b) => `${b.textContent} ${b.getAttribute('data-tone')}`));
  }
}

/** The parts the two add-loan forms share. */
abstract class LoanForm extends Screen {
  readonly schedule = new DataTable(this.page, 'Schedule');

  protected field = (label: string) => this.here().getByLabel(label, { exact: true });
  user = () => memberPicker(this.field('User'));
  date = () => this.field('Date Issued');
  preview = () => this.here().getByRole('region', { name: 'Loan preview' });
  previewFigures = () => figures(this.preview());
  previewHint = () => this.here().getByText(/^Enter the .* to see the installments\.$/);
  scheduleToggle = () => this.here().getByText(/^Full schedule \(\d+ installments\)$/);
  viewLoan = () => this.here().getByRole('link', { name: 'View loan', exact: true });

  /** Waits for the success line `added`, then the installment and the last due date the server answered. */
  async waitForAdded(added: string, installment: string, lastDue: string) {
    await this.status().getByText(added, { exact: true }).waitFor();
    await this.status().getByText(`Installment ${installment}, the last one due ${lastDue}.`).waitFor();
  }
}

/** /addloan: a long-term loan with its preview. */
export class AddLoanScreen extends LoanForm {
  open = () => this.visit('/addloan', 'Add Loan');

  amount = () => this.field('Amount');
  submit = () => this.here().getByRole('button', { name: 'Add Loan', exact: true });
  errorOf = (field: 'user' | 'amount' | 'date') =>
    errorOf(this.page, { user: this.user, amount: this.amount, date: this.date }[field]());
}

/** /addshorttermloan: a short-term loan with its computed figures. */
export class AddShortTermLoanScreen extends LoanForm {
  open = () => this.visit('/addshorttermloan', 'Add Short Term Loan');

  principal = () => this.field('Principal');
  rate = () => this.field('Interest Rate');
  period = () => this.field('Payment Period (Months)');
  interestAmount = () => this.field('Interest Amount');
  amountDue = () => this.field('Amount Due');
  installment = () => this.field('Installment Amount');
  dueDate = () => this.field('Due Date');
  submit = () => this.here().getByRole('button', { name: 'Add Short Term Loan', exact: true });
  errorOf = (field: 'user' | 'principal' | 'date' | 'rate' | 'period') =>
    errorOf(
      this.page,
      {
        user: this.user,
        principal: this.principal,
        date: this.date,
        rate: this.rate,
        period: this.period,
      }[field](),
    );

  /** The read-only figures as their fields show them. */
  async computed() {
    return {
      interest: await this.interestAmount().inputValue(),
      amountDue: await this.amountDue().inputValue(),
      installment: await this.installment().inputValue(),
      dueDate: await this.dueDate().inputValue(),
    };
  }
}

/** /loans/:id: a loan's figures, what is due, its payments and its schedule. */
export class LoanDetailScreen extends Screen {
  readonly payments = new DataTable(this.page, 'Payments');
  readonly schedule = new DataTable(this.page, 'Schedule');

  heading = () => this.here().getByRole('heading', { name: 'Loan Details', level: 1 });
  override status = () => this.here().getByTestId('loan-status');
  summary = () => figures(this.here());
  due = () => this.here().getByTestId('what-is-due');
  back = () => this.here().getByRole('link', { name: /^Back to / });
}
