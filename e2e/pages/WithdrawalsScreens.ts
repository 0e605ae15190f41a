import { DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';
import { Screen } from './Screen.js';

/** /my-withdrawals (a member): the free savings, the request form and the member's requests. */
export class MyWithdrawalsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Withdrawals');
  open = () => this.visit('/my-withdrawals', 'Withdrawals');

  freeSavings = () => this.here().getByRole('region', { name: 'Free savings' });
  amount = () => this.here().getByLabel('Amount (KES)', { exact: true });
  reason = () => this.here().getByLabel('Reason', { exact: true });
  send = () => this.here().getByRole('button', { name: 'Request withdrawal' });
  amountError = () => errorOf(this.page, this.amount());
  /** A message the form shows (the reason's sits under its counter). */
  said = (text: string) => this.here().getByText(text, { exact: true });
}

/** /withdrawals (officials): every member's withdrawals, paid or rejected from the list. */
export class WithdrawalsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Withdrawals');
  open = () => this.visit('/withdrawals', 'Withdrawals');

  pay = (member: string) =>
    this.table.row(member).getByRole('button', { name: `Pay ${member}'s withdrawal` });
}
