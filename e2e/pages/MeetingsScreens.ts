import { DataTable } from './DataTable.js';
import { Screen } from './Screen.js';

/** /meetings: the meetings newest first, and "New meeting" opening one. */
export class MeetingsScreen extends Screen {
  readonly table = new DataTable(this.page, 'Meetings');
  open = () => this.visit('/meetings', 'Meetings');
  /** The meetings' heading, once the sidebar has led here. */
  shown = () => this.title('Meetings').waitFor();

  newMeeting = () => this.here().getByRole('button', { name: 'New meeting' });
  private form = () => this.here().getByRole('form', { name: 'New meeting' });
  date = () => this.form().getByLabel('Date', { exact: true });
  kind = () => this.form().getByLabel('Kind', { exact: true });
  openMeeting = () => this.form().getByRole('button', { name: 'Open meeting' });
  formAlert = () => this.form().getByRole('alert');
}

type Column = 'Attendance' | 'Savings' | 'Long-term' | 'Short-term';

/** /meetings/:id: a meeting's sheet, a row per member, saved as it is typed. */
export class MeetingSheetScreen extends Screen {
  readonly sheet = () => this.here().getByRole('table', { name: 'Meeting sheet', exact: true });
  /** Waits for the sheet of the meeting held on `day` (`Mar 7, 2026`). */
  shown = (day: string) => this.title(`Meeting of ${day}`).waitFor();

  /** A member's control in a column, by the name the sheet gives it: `Wanjiru Kamau, Savings`. */
  field = (member: string, column: Column) =>
    this.sheet().getByLabel(`${member}, ${column}`, { exact: true });
  row = (member: string) => this.sheet().locator('tbody tr').filter({ hasText: member });
  totals = () => this.sheet().getByRole('row', { name: 'Totals' });
  transaction = (member: string) => this.sheet().getByRole('link', { name: new RegExp(`of ${member}$`) });
  receivedInto = () => this.here().getByLabel('Received into', { exact: true });
  saved = () => this.here().getByRole('status').getByText('Saved', { exact: true });
  submit = () => this.here().getByRole('button', { name: 'Submit sheet' });
  approve = () => this.here().getByRole('button', { name: 'Approve sheet' });
  /** What the page says above the sheet once submitted or approved, or refused. */
  says = (text: string) => this.here().getByText(text, { exact: true });
}
