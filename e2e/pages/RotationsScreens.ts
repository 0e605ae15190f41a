import { DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';
import { Screen } from './Screen.js';

/** /rotations: the merry-go-rounds, and an official's "New merry-go-round". */
export class RotationsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Merry-go-rounds');
  open = () => this.visit('/rotations', 'Merry-go-round');

  newRotation = () => this.here().getByRole('button', { name: 'New merry-go-round' });
  form = () => this.here().getByRole('form', { name: 'New merry-go-round' });
  name = () => this.form().getByLabel('Name', { exact: true });
  amount = () => this.form().getByLabel('Amount per member (KES)', { exact: true });
  every = () => this.form().getByLabel('How often', { exact: true });
  startDate = () => this.form().getByLabel('Start date', { exact: true });
  start = () => this.form().getByRole('button', { name: 'Start merry-go-round' });
  amountError = () => errorOf(this.page, this.amount());
  /** The order as the form lists it, one member a round. */
  order = () => this.form().getByRole('list', { name: 'Order of the rounds' }).getByRole('listitem');
  moveUp = (member: string) => this.form().getByRole('button', { name: `Move ${member} up` });

  /** Adds `member` to the order through "Add a member", and waits for them in it. */
  async add(member: string): Promise<void> {
    const box = this.form().getByLabel('Add a member', { exact: true });
    await box.click();
    await box.fill(member);
    await this.form()
      .getByRole('option')
      .filter({ has: this.page.getByText(member, { exact: true }) })
      .first()
      .click();
    await this.order().filter({ hasText: member }).waitFor();
  }
}

/** /rotations/:id: the schedule, the members, the swaps and the actions on them. */
export class RotationScreen extends Screen {
  readonly schedule = new DataTable(this.page, 'Schedule');
  readonly members = new DataTable(this.page, 'Members');
  shown = (name: string) => this.title(name).waitFor();

  swaps = () => this.here().getByRole('list', { name: 'Swaps' }).getByRole('listitem');
  swapWith = () => this.here().getByLabel('Ask to swap my round with…', { exact: true });
  askSwap = () => this.here().getByRole('button', { name: 'Ask to swap', exact: true });
  agree = () => this.here().getByRole('button', { name: /^Agree to swap rounds/ });
  payForm = () => this.here().getByRole('form', { name: 'Pay what I owe' });
  payAmount = () => this.payForm().getByLabel('Amount (KES)', { exact: true });
  pay = () => this.payForm().getByRole('button', { name: 'Pay what I owe' });
  releaseNow = () => this.here().getByRole('button', { name: "Pay out this round's pot now" });
  says = (text: string) => this.here().getByText(text, { exact: true });

  /** Each round's number, recipient and status, as the schedule shows them. */
  async rounds(): Promise<string[][]> {
    return (await this.schedule.cells()).map((row) => [row[0] ?? '', row[2] ?? '', row[5] ?? '']);
  }
}
