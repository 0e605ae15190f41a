import type { Page } from 'playwright-core';
import { currentPage, DataTable } from './DataTable.js';
import { errorOf, figures } from './LoansScreens.js';

/** /share-out (admin): the terms, the preview with its chart, the commit and the past share-outs. */
export class ShareOutScreen {
  readonly preview: DataTable;
  readonly past: DataTable;
  constructor(readonly page: Page) {
    this.preview = new DataTable(page, 'Share-out preview');
    this.past = new DataTable(page, 'Past share-outs');
  }

  async open() {
    await this.page.goto('/share-out');
    await this.heading().waitFor();
  }

  heading = () => currentPage(this.page).getByRole('heading', { name: 'Share-out', level: 1 });
  form = () => currentPage(this.page).getByRole('form', { name: 'Share-out terms' });
  field = (label: string) => this.form().getByLabel(label, { exact: true });
  errorOf = (label: string) => errorOf(this.page, this.field(label));
  previewButton = () => this.form().getByRole('button', { name: 'Preview' });
  alert = () => currentPage(this.page).getByRole('alert');
  status = () => currentPage(this.page).getByRole('status');
  chart = () => currentPage(this.page).getByRole('img', { name: "Each member's share of the surplus" });
  figures = () => figures(currentPage(this.page).getByRole('region', { name: 'Share-out preview' }));
  payout = (label: string) => currentPage(this.page).getByRole('radio', { name: label });
  paidFrom = () => currentPage(this.page).getByLabel('Paid from', { exact: true });
  commitButton = () => currentPage(this.page).getByRole('button', { name: 'Commit Share-out' });
  dialog = () => this.page.getByRole('dialog', { name: 'Commit this share-out?' });
  confirm = () => this.dialog().getByRole('button', { name: 'Yes, commit' });

  async fillTerms(terms: { from: string; to: string; method: string; rate: string }) {
    await this.field('From').fill(terms.from);
    await this.field('To').fill(terms.to);
    await this.field('Method').selectOption({ label: terms.method });
    await this.field('Withholding tax (%)').fill(terms.rate);
  }
}
