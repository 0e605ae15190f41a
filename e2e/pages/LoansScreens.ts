import type { Locator, Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { memberPicker } from './MemberPicker.js';

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
abstract class LoanForm {
  readonly schedule: DataTable;
  constructor(readonly page: Page) {
    this.schedule = new DataTable(page, 'Schedule');
  }

  protected field = (label: string) => currentPage(this.page).getByLabel(label, { exact: true });
  user = () => memberPicker(this.field('User'));
  date = () => this.field('Date Issued');
  alert = () => currentPage(this.page).getByRole('alert');
  status = () => currentPage(this.page).getByRole('status');
  preview = () => currentPage(this.page).getByRole('region', { name: 'Loan preview' });
  previewFigures = () => figures(this.preview());
  previewHint = () => currentPage(this.page).getByText(/^Enter the .* to see the installments\.$/);
  scheduleToggle = () => currentPage(this.page).getByText(/^Full schedule \(\d+ installments\)$/);
  viewLoan = () => currentPage(this.page).getByRole('link', { name: 'View loan', exact: true });
}

/** /addloan: a long-term loan with its preview. */
export class AddLoanScreen extends LoanForm {
  async open() {
    await this.page.goto('/addloan');
    await currentPage(this.page).getByRole('heading', { name: 'Add Loan', level: 1 }).waitFor();
  }

  amount = () => this.field('Amount');
  submit = () => currentPage(this.page).getByRole('button', { name: 'Add Loan', exact: true });
  errorOf = (field: 'user' | 'amount' | 'date') =>
    errorOf(this.page, { user: this.user, amount: this.amount, date: this.date }[field]());
}

/** /addshorttermloan: a short-term loan with its computed figures. */
export class AddShortTermLoanScreen extends LoanForm {
  async open() {
    await this.page.goto('/addshorttermloan');
    await currentPage(this.page).getByRole('heading', { name: 'Add Short Term Loan', level: 1 }).waitFor();
  }

  principal = () => this.field('Principal');
  rate = () => this.field('Interest Rate');
  period = () => this.field('Payment Period (Months)');
  interestAmount = () => this.field('Interest Amount');
  amountDue = () => this.field('Amount Due');
  installment = () => this.field('Installment Amount');
  dueDate = () => this.field('Due Date');
  submit = () => currentPage(this.page).getByRole('button', { name: 'Add Short Term Loan', exact: true });
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
export class LoanDetailScreen {
  readonly payments: DataTable;
  readonly schedule: DataTable;
  constructor(readonly page: Page) {
    this.payments = new DataTable(page, 'Payments');
    this.schedule = new DataTable(page, 'Schedule');
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: 'Loan Details', level: 1 });
  alert = () => currentPage(this.page).getByRole('alert');
  status = () => currentPage(this.page).getByTestId('loan-status');
  summary = () => figures(currentPage(this.page));
  due = () => currentPage(this.page).getByTestId('what-is-due');
  back = () => currentPage(this.page).getByRole('link', { name: /^Back to / });
}
