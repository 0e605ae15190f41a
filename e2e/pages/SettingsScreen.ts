import { errorOf } from './LoansScreens.js';
import { Screen } from './Screen.js';

export const SETTING_LABELS = {
  group_name: 'Group Name',
  long_term_rate: 'Long-Term Yearly Rate',
  long_term_months: 'Long-Term Term (Months)',
  short_term_rate: 'Short-Term Rate',
  short_term_months: 'Short-Term Term (Months)',
  savings_target: 'Yearly Savings Target',
} as const;
export type SettingName = keyof typeof SETTING_LABELS;

/** /settings: the group settings form. */
export class SettingsScreen extends Screen {
  open = () => this.visit('/settings', 'Settings');

  field = (name: SettingName) => this.here().getByLabel(SETTING_LABELS[name], { exact: true });
  save = () => this.here().getByRole('button', { name: 'Save Settings' });
  errorOf = (name: SettingName) => errorOf(this.page, this.field(name));

  /** Every field's text, by setting. */
  async values(): Promise<Record<SettingName, string>> {
    const entries = await Promise.all(
      (Object.keys(SETTING_LABELS) as SettingName[]).map(
        async (name) => [name, await this.field(name).inputValue()] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<SettingName, string>;
  }
}

/** The Approvals card of /settings: how many officials must agree, and the expense threshold. */
export class ApprovalSettingsCard extends Screen {
  open = () => this.visit('/settings', 'Settings');

  form = () => this.here().getByRole('form', { name: 'Approval settings' });
  required = () => this.form().getByLabel('Approvals required', { exact: true });
  threshold = () => this.form().getByLabel('Expenses need approval from (KES)', { exact: true });
  save = () => this.form().getByRole('button', { name: 'Save approval settings' });
  outcome = () => this.form().getByRole('status');
}
