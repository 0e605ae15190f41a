import { DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';
import { memberPicker } from './MemberPicker.js';
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

/**
 * /withdrawals (officials): every member's withdrawals, paid or rejected from the list, and a new one
 * asked for a picked member ("New withdrawal").
 */
export class WithdrawalsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Withdrawals');
  open = () => this.visit('/withdrawals', 'Withdrawals');

  newWithdrawal = () => this.here().getByRole('button', { name: 'New withdrawal' });
  private form = () => this.here().getByRole('form', { name: 'New withdrawal' });
  member = () => memberPicker(this.form().getByLabel('Member', { exact: true }));
  freeSavings = () => this.form().getByRole('region', { name: 'Free savings' });
  amount = () => this.form().getByLabel('Amount (KES)', { exact: true });
  reason = () => this.form().getByLabel('Reason', { exact: true });
  send = () => this.form().getByRole('button', { name: 'Request withdrawal' });
  memberError = () => errorOf(this.page, this.form().getByLabel('Member', { exact: true }));
  amountError = () => errorOf(this.page, this.amount());

  pay = (member: string) =>
    this.table.row(member).getByRole('button', { name: `Pay ${member}'s withdrawal` });
}
