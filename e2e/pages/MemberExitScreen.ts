import { PAY_BY_MPESA } from './PayoutsScreen.js';
import { Screen } from './Screen.js';

/** /members/:userId/exit: a member's exit preview, the exit form, and Reactivate. */
export class MemberExitScreen extends Screen {
  async open(userId: number) {
    await this.visit(`/members/${userId}/exit`, 'Member exit');
    await this.preview().waitFor();
  }

  preview = () => this.here().getByTestId('exit-preview');
  form = () => this.here().getByRole('form', { name: 'Exit' });
  field = (label: 'Exit date' | 'Refund from' | 'Reason') => this.form().getByLabel(label, { exact: true });
  exit = () => this.form().getByRole('button', { name: 'Exit', exact: true });
  confirm = (name: string) => this.form().getByRole('button', { name: `Yes, ${name} leaves` });
  reactivate = () => this.here().getByRole('button', { name: 'Reactivate', exact: true });
  /** The refund owed by M-Pesa instead (docs/decisions/payouts.md, "Owing"). */
  payByMpesa = () => this.form().getByLabel(PAY_BY_MPESA, { exact: true });
  /** The error under a field (a text area is also described by its counter). */
  async errorOf(label: 'Exit date' | 'Refund from' | 'Reason'): Promise<string | null> {
    const ids = (await this.field(label).getAttribute('aria-describedby'))?.split(' ') ?? [];
    const error = ids.find((id) => id.endsWith('-error'));
    return error ? this.page.locator(`[id="${error}"]`).textContent() : null;
  }
}
