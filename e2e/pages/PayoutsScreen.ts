import type { Locator } from 'playwright-core';
import { DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** The box a payout form ticks to owe the money by M-Pesa (docs/decisions/payouts.md, "Owing"). */
export const PAY_BY_MPESA = "Pay by M-Pesa to the member's phone";

/**
 * The error under a control (through aria-describedby), or null while it has none: read in one go in
 * the page, so that a message that appears meanwhile is not looked for under the hint's id.
 */
export function errorUnder(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    if (!id || element.getAttribute('aria-invalid') !== 'true') return null;
    return element.ownerDocument.getElementById(id)?.textContent ?? null;
  });
}

/**
 * /payouts: what the group owes members by M-Pesa, with Send by M-Pesa and Paid by hand on those still
 * owed (officials), or a member's own ("My payouts").
 */
export class PayoutsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Payouts');
  open = () => this.visit('/payouts', 'Payouts');
  openMine = () => this.visit('/payouts', 'My payouts');

  /** The status badge of the member's row about `what` (`Long-term loan #3`). */
  badge = (what: string) => this.table.row(what).getByTestId('payout-status');
  sendButton = (member: string) => this.here().getByRole('button', { name: `Send by M-Pesa to ${member}` });

  dialog = () => this.page.getByRole('dialog', { name: 'Send by M-Pesa' });
  phone = () => this.dialog().getByLabel('Phone', { exact: true });
  phoneError = () => errorUnder(this.phone());
  send = () => this.dialog().getByRole('button', { name: 'Send', exact: true }).click();

  /** Presses Send by M-Pesa on the member's row and waits for the dialog. */
  async openSend(member: string): Promise<void> {
    await this.sendButton(member).click();
    await this.phone().waitFor();
  }

  /** "Paid by hand" (docs/decisions/payouts.md, "Paid by hand") on the row about `what`. */
  byHandButton = (what: string) => this.table.row(what).getByRole('button', { name: /^Paid by hand to / });
  byHandDialog = () => this.page.getByRole('dialog', { name: 'Paid by hand' });
  /** The money account it was paid from, each labelled `Name (KES balance)`. */
  paidFrom = () => this.byHandDialog().getByLabel('Paid from', { exact: true });
  paidFromError = () => errorUnder(this.paidFrom());
  recordAsPaid = () =>
    this.byHandDialog().getByRole('button', { name: 'Record as paid', exact: true }).click();

  /** Presses Paid by hand on the row about `what` and waits for the dialog. */
  async openByHand(what: string): Promise<void> {
    await this.byHandButton(what).click();
    await this.paidFrom().waitFor();
  }
}
