import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { figures } from './LoansScreens.js';

/** /statement and /statement/:userId: a member's savings and loans over a period. */
export class StatementScreen {
  readonly savings: DataTable;
  constructor(readonly page: Page) {
    this.savings = new DataTable(page, 'Savings movements');
  }

  async open(userId?: number) {
    await this.page.goto(userId === undefined ? '/statement' : `/statement/${userId}`);
    await this.heading().waitFor();
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: /^(Member )?Statement$/, level: 1 });
  from = () => currentPage(this.page).getByLabel('From', { exact: true });
  to = () => currentPage(this.page).getByLabel('To', { exact: true });
  who = () => currentPage(this.page).getByTestId('statement-heading');
  savingsFigures = () => figures(currentPage(this.page).getByRole('region', { name: 'Savings' }));
  loans = () => currentPage(this.page).getByRole('region', { name: 'Loans' });
  download = (format: 'CSV' | 'PDF') =>
    currentPage(this.page).getByRole('button', { name: `Download ${format}` });
}
