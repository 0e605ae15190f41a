import { DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';
import { Screen } from './Screen.js';

export type BooksTabName =
  | 'Accounts'
  | 'Journal'
  | 'Trial balance'
  | 'Balance sheet'
  | 'Income statement'
  | 'Cash book'
  | 'Transfer';

/** /books: the chart of accounts, journal, reports, cash book and transfer form, one tab each. */
export class BooksScreen extends Screen {
  readonly accounts = new DataTable(this.page, 'Chart of accounts');
  readonly trialBalance = new DataTable(this.page, 'Trial balance');
  readonly cashBook = new DataTable(this.page, 'Cash book');

  async open(query = '') {
    await this.page.goto(`/books${query}`);
    await this.heading().waitFor();
  }

  heading = () => this.here().getByRole('heading', { name: 'Books', level: 1 });
  tab = (name: BooksTabName) => this.here().getByRole('tab', { name, exact: true });
  panel = () => this.here().getByRole('tabpanel');
  field = (label: string) => this.panel().getByLabel(label, { exact: true });
  override alert = () => this.panel().getByRole('alert');
  override status = () => this.panel().getByRole('status');
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
  /** Picks the two accounts of a transfer, and its amount when given. */
  async chooseTransfer(from: string, to: string, amount?: string) {
    await this.transferField('From account').selectOption({ label: from });
    await this.transferField('To account').selectOption({ label: to });
    if (amount !== undefined) await this.transferField('Amount').fill(amount);
  }
  recordTransfer = () => this.panel().getByRole('button', { name: 'Record Transfer' });
  errorOf = (label: 'From account' | 'To account' | 'Amount' | 'Date' | 'Memo') =>
    errorOf(this.page, this.transferField(label));
}
