import { DataTable } from './DataTable.js';
import { errorOf } from './LoansScreens.js';
import { memberPicker } from './MemberPicker.js';
import { Screen } from './Screen.js';

/**
 * /fund-claims, the Welfare screen (docs/decisions/fund-claims.md, "The fund's screen"): a fund with what
 * it holds and its claim types, the New claim form, and the claims, paid or rejected from the list.
 */
export class FundClaimsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Claims');
  open = () => this.visit('/fund-claims', 'Welfare');

  /** The fund's summary: `The Welfare fund holds KES 12,000.00` and its claim types. */
  fund = (name: string) => this.here().getByRole('region', { name, exact: true });
  claimTypes = () => this.here().getByRole('list', { name: 'Claim types' }).getByRole('listitem');

  newClaim = () => this.here().getByRole('button', { name: 'New claim' });
  private form = () => this.here().getByRole('form', { name: 'New claim' });
  member = () => memberPicker(this.form().getByLabel('Member', { exact: true }));
  claimType = () => this.form().getByLabel('Claim type', { exact: true });
  amount = () => this.form().getByLabel('Amount (KES)', { exact: true });
  reason = () => this.form().getByLabel('Reason', { exact: true });
  document = () => this.form().getByLabel('Document reference (optional)', { exact: true });
  send = () => this.form().getByRole('button', { name: 'Send claim' });
  amountError = () => errorOf(this.page, this.amount());

  pay = (member: string) => this.table.row(member).getByRole('button', { name: `Pay ${member}'s claim` });
}
