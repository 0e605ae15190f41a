import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';

export type BooksTabName =
  | 'Accounts'
  | 'Journal'
  | 'Trial balance'
  | 'Balance sheet'
  | 'Income statement'
  | 'Cash book'
  | 'Transfer';

/** /books: the chart of accounts, journal, reports, cash book and transfer form, one tab each. */
export class BooksScreen {
  readonly accounts: DataTable;
  readonly trialBalance: DataTable;
  readonly cashBook: DataTable;
  constructor(readonly page: Page) {
    this.accounts = new DataTable(page, 'Chart of accounts');
    this.trialBalance = new DataTable(page, 'Trial balance');
    this.cashBook = new DataTable(page, 'Cash book');
  }

  async open(query = '') {
    await this.page.goto(`/books${query}`);
    await this.heading().waitFor();
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: 'Books', level: 1 });
  tab = (name: BooksTabName) => currentPage(this.page).getByRole('tab', { name, exact: true });
  panel = () => currentPage(this.page).getByRole('tabpanel');
  field = (label: string) => this.panel().getByLabel(label, { exact: true });
  alert = () => this.panel().getByRole('alert');
  status = () => this.panel().getByRole('status');
  /** A report section's table (Assets, Liabilities, Equity, Income, Expenses). */
  section = (title: string) => new DataTable(this.page, title);

  async show(name: BooksTabName) {
    await this.tab(name).click();
    await this.page.waitForFunction(
      (label) =>
        Array.from(document.querySelectorAll('[role="tab"]')).some(
          (tab) => tab.textContent === label && tab.getAttribute('aria-selected') === 'true',
        ),
      name,
    );
  }

  // Journal
  journal = () => this.panel().getByRole('table', { name: 'Journal', exact: true });
  journalEntries = () => this.journal().getByTestId('journal-entry');
  journalPager = () => this.panel().getByRole('navigation', { name: 'Journal pages' });
  journalPageLabel = () => this.journalPager().getByText(/^Page \d+ of \d+$/);

  /** Each journal entry's heading text and its lines as `code account [member] debit credit`. */
  async journalText(): Promise<{ heading: string; lines: string[] }[]> {
    return this.journalEntries().evaluateAll((groups) =>
      groups.map((group) => ({
        heading: group.querySelector('th')?.textContent?.trim() ?? '',
        lines: Array.from(group.querySelectorAll('tr:not(:first-child)'), (row) =>
          Array.from(row.querySelectorAll('td'), (cell) =>
            Array.from(cell.childNodes, (node) => node.textContent?.trim() ?? '')
              .filter(Boolean)
              .join(' '),
          )
            .filter(Boolean)
            .join(' '),
        ),
      })),
    );
  }

  // Transfer
  transferField = (label: 'From account' | 'To account' | 'Amount' | 'Date' | 'Memo') => this.field(label);
  recordTransfer = () => this.panel().getByRole('button', { name: 'Record Transfer' });
  errorOf = (label: 'From account' | 'To account' | 'Amount' | 'Date' | 'Memo') =>
    errorOf(this.page, this.transferField(label));
}
