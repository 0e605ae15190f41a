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
  /** A row's link to the meeting held on `day` (`7 Mar 2026`): its sheet or its minutes. */
  sheetOf = (day: string) => this.table.root().getByRole('link', { name: `Sheet of ${day}`, exact: true });
  minutesOf = (day: string) =>
    this.table.root().getByRole('link', { name: `Minutes of ${day}`, exact: true });
}

type Column = 'Attendance' | 'Savings' | 'Long-term' | 'Short-term';

/** /meetings/:id: a meeting's sheet, a row per member, saved as it is typed. */
export class MeetingSheetScreen extends Screen {
  readonly sheet = () => this.here().getByRole('table', { name: 'Meeting sheet', exact: true });
  /** Waits for the sheet of the meeting held on `day` (`7 Mar 2026`). */
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
  minutes = () => this.here().getByRole('link', { name: 'Minutes', exact: true });
}

type ResolutionField = 'Resolution' | 'Proposed by' | 'Seconded by' | 'Votes for' | 'Votes against';

/** /meetings/:id/minutes: a meeting's minutes, their PDF, and the officials' "Edit minutes". */
export class MinutesScreen extends Screen {
  readonly register = new DataTable(this.page, 'Attendance register');
  /** Waits for the minutes of the meeting held on `day` (`7 Mar 2026`). */
  shown = (day: string) => this.title(`Minutes of ${day}`).waitFor();
  part = (name: string) => this.here().getByRole('region', { name, exact: true });
  resolutions = () => this.here().getByRole('list', { name: 'Resolutions' }).getByRole('listitem');
  downloadPdf = () => this.here().getByRole('link', { name: 'Download PDF', exact: true });
  sheet = () => this.here().getByRole('link', { name: 'Meeting sheet', exact: true });
  edit = () => this.here().getByRole('button', { name: 'Edit minutes', exact: true });

  form = () => this.here().getByRole('form', { name: 'Edit minutes' });
  agenda = () => this.form().getByLabel('Agenda', { exact: true });
  notes = () => this.form().getByLabel('Notes', { exact: true });
  addResolution = () => this.form().getByRole('button', { name: 'Add resolution' });
  resolution = (n: number) => this.form().getByRole('group', { name: `Resolution ${n}`, exact: true });
  field = (n: number, label: ResolutionField) => this.resolution(n).getByLabel(label, { exact: true });
  save = () => this.form().getByRole('button', { name: 'Save minutes' });
  says = (text: string) => this.here().getByText(text, { exact: true });
}
