import { DataTable } from './DataTable.js';
import { errorOf, figures } from './LoansScreens.js';
import { Screen } from './Screen.js';

/**
 * The Contribution kinds card of /settings (docs/decisions/contribution-kinds.md, "The kinds"): the
 * kinds' table, the "Add a kind" form and a kind's Edit dialog.
 */
export class ContributionKindsCard extends Screen {
  readonly table = new DataTable(this.page, 'Contribution kinds');

  open = () => this.visit('/settings', 'Settings');

  card = () => this.here().getByRole('region', { name: 'Contribution kinds' });
  form = () => this.card().getByRole('form', { name: 'Add a contribution kind' });
  name = () => this.form().getByLabel('Name', { exact: true });
  kind = () => this.form().getByLabel('Kind', { exact: true });
  amount = () => this.form().getByLabel('Expected amount (optional)', { exact: true });
  every = () => this.form().getByLabel('How often', { exact: true });
  add = () => this.form().getByRole('button', { name: 'Add kind' });
  outcome = () => this.form().getByRole('status');
  nameError = () => errorOf(this.page, this.name());
  edit = (kind: string) => this.card().getByRole('button', { name: `Edit ${kind}` });
  saved = () => this.card().getByRole('status').first();

  dialog = (kind: string) => this.page.getByRole('dialog', { name: `Edit ${kind}` });

  /** Adds a kind through the form: its name, `fund`, `fee` or `savings`, and what is expected a month. */
  async addKind(name: string, kind: 'fund' | 'fee' | 'savings', amount?: string) {
    await this.name().fill(name);
    await this.kind().selectOption(kind);
    if (amount !== undefined) await this.amount().fill(amount);
    await this.add().click();
  }

  /** Scrolls the card's heading to the top of the screen, for a screenshot. */
  async shown(): Promise<void> {
    await this.card().evaluate((card) => card.scrollIntoView({ block: 'start' }));
  }
}

/** "My contributions" on the member's dashboard. */
export class MyContributionsCard extends Screen {
  card = () => this.here().getByRole('region', { name: 'My contributions' });

  /** Each kind's line: its name, what it is and what is expected, and the member's total. */
  rows = () =>
    this.card()
      .getByTestId('my-contribution')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('p, span'), (part) => part.textContent?.trim())),
      );
}

/** A kind's section of the member's statement. */
export class StatementKindSection extends Screen {
  section = (name: string) => this.here().getByRole('region', { name: new RegExp(`^${name}`) });
  movements = (name: string) => new DataTable(this.page, `${name} movements`);
  figures = (name: string) => figures(this.section(name));
}
