import { DataTable } from './DataTable.js';
import { errorOf, figures } from './LoansScreens.js';
import { Screen } from './Screen.js';

/** /share-out (admin): the terms, the preview with its chart, the commit and the past share-outs. */
export class ShareOutScreen extends Screen {
  readonly preview = new DataTable(this.page, 'Share-out preview');
  readonly past = new DataTable(this.page, 'Past share-outs');

  async open() {
    await this.page.goto('/share-out');
    await this.heading().waitFor();
  }

  heading = () => this.here().getByRole('heading', { name: 'Share-out', level: 1 });
  form = () => this.here().getByRole('form', { name: 'Share-out terms' });
  field = (label: string) => this.form().getByLabel(label, { exact: true });
  errorOf = (label: string) => errorOf(this.page, this.field(label));
  previewButton = () => this.form().getByRole('button', { name: 'Preview' });
  chart = () => this.here().getByRole('img', { name: "Each member's share of the surplus" });
  figures = () => figures(this.here().getByRole('region', { name: 'Share-out preview' }));
  payout = (label: string) => this.here().getByRole('radio', { name: label });
  paidFrom = () => this.here().getByLabel('Paid from', { exact: true });
  commitButton = () => this.here().getByRole('button', { name: 'Commit Share-out' });
  dialog = () => this.page.getByRole('dialog', { name: 'Commit this share-out?' });
  confirm = () => this.dialog().getByRole('button', { name: 'Yes, commit' });

  async fillTerms(terms: { from: string; to: string; method: string; rate: string }) {
    await this.field('From').fill(terms.from);
    await this.field('To').fill(terms.to);
    await this.field('Method').selectOption({ label: terms.method });
    await this.field('Withholding tax (%)').fill(terms.rate);
  }
}
