import { DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** /messages (officials): the outbox, its filters and Resend on a failed message. */
export class MessagesScreen extends Screen {
  readonly table = new DataTable(this.page, 'Messages');
  open = () => this.visit('/messages', 'Messages');

  resend = (kind: string, member: string) =>
    this.table.row(member).getByRole('button', { name: `Resend ${kind} to ${member}` });
  said = (text: string) => this.here().getByText(text, { exact: true });
}

/** The Channels card on /settings: the test buttons and what came of each. */
export class ChannelsCard extends Screen {
  open = () => this.visit('/settings', 'Settings');

  channels = () => this.here().getByTestId('channels');
  test = (label: 'Send a test e-mail' | 'Send a test SMS') =>
    this.here().getByRole('button', { name: label });
  answer = (channel: 'email' | 'sms') => this.here().getByTestId(`channel-test-${channel}`);
}
