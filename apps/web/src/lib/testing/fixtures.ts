import type { MeetingMinutes, MeetingSheet, SheetRow } from '@links/domain';

/** The group's settings as `GET /settings` answers them, for the forms that read them. */
export const GROUP_SETTINGS = {
  group_name: 'Umoja Savings Group',
  long_term_rate: 0.12,
  long_term_months: 24,
  short_term_rate: 0.18,
  short_term_months: 3,
  savings_target: 30000,
  default_account_id: null,
  mpesa_shortcode: null,
  mpesa_account_id: null,
  c2b_token_set: false,
  loan_multiplier: 3,
  late_fine_kind: 'none',
  late_fine_amount: 0,
  late_fine_rate: 0,
  missed_contribution_fine: 0,
  absence_fine_amount: 0,
  contribution_due_day: 5,
  approvals_required: 2,
  approval_threshold: 5000,
  hide_beneficiaries_from_members: false,
  withdrawal_notice_days: 0,
} as const;

/** The money accounts as `GET /books/accounts?money=true` answers them: Cash on hand and a bank. */
export const MONEY_ACCOUNTS = {
  as_of: '2026-11-27',
  accounts: [
    {
      id: 1,
      code: '1000',
      name: 'Cash on hand',
      type: 'asset',
      balance: 0,
      bank_account_id: null,
      is_money: true,
    },
    {
      id: 7,
      code: '1101',
      name: 'M-Pesa Paybill',
      type: 'asset',
      balance: 0,
      bank_account_id: 3,
      is_money: true,
    },
  ],
};

/** A row of a meeting's sheet as `GET /meetings/{id}` answers it: present, what was expected typed in. */
export function sheetRow(
  user_id: number,
  firstname: string,
  lastname: string,
  expected: Partial<Record<'saving' | 'long_term' | 'short_term', number>>,
  patch: Partial<SheetRow> = {},
): SheetRow {
  const due = { saving: 0, long_term: 0, short_term: 0, ...expected };
  return {
    user_id,
    member_no: `M${String(user_id).padStart(3, '0')}`,
    firstname,
    lastname,
    attendance: 'present',
    ...due,
    expected: due,
    transaction_id: null,
    fine: 0,
    ...patch,
  };
}

/**
 * An ordinary meeting's draft sheet of 7 March 2026 into Cash on hand, its totals those of its rows:
 * Wanjiru Kamau saves, Baraka Otieno saves and repays his long-term loan, Amina Odhiambo has nothing due.
 */
export function meetingSheetOf(
  rows: SheetRow[] = [
    sheetRow(4, 'Wanjiru', 'Kamau', { saving: 2500 }),
    sheetRow(5, 'Baraka', 'Otieno', { saving: 2500, long_term: 1200 }),
    sheetRow(6, 'Amina', 'Odhiambo', {}),
  ],
  patch: Partial<MeetingSheet> = {},
): MeetingSheet {
  const sum = (pick: (row: SheetRow) => number) =>
    rows.reduce((total, row) => total + pick(row) * 100, 0) / 100;
  return {
    meeting_id: 5,
    date: '2026-03-07',
    kind: 'ordinary',
    status: 'Draft',
    account_id: 1,
    account_name: 'Cash on hand',
    attended: rows.filter((row) => row.attendance === 'present' || row.attendance === 'late').length,
    members: rows.length,
    total: sum((row) => row.saving + row.long_term + row.short_term),
    created_at: '2026-03-07T07:00:00.000Z',
    submitted_at: null,
    approved_at: null,
    rows,
    totals: {
      saving: sum((row) => row.saving),
      long_term: sum((row) => row.long_term),
      short_term: sum((row) => row.short_term),
      total: sum((row) => row.saving + row.long_term + row.short_term),
    },
    ...patch,
  };
}

/**
 * The minutes of that meeting as `GET /meetings/{id}/minutes` answers them: an agenda of two lines,
 * no notes, one carried resolution, the three members on the sheet (Amina late), KES 6,200 received
 * and one long-term loan issued that day.
 */
export function meetingMinutesOf(patch: Partial<MeetingMinutes> = {}): MeetingMinutes {
  const person = (firstname: string, lastname: string) => ({ firstname, lastname });
  return {
    meeting_id: 5,
    date: '2026-03-07',
    kind: 'ordinary',
    status: 'Submitted',
    agenda: '1. Opening prayer\n2. Savings for March',
    notes: null,
    resolutions: [
      {
        position: 1,
        text: 'To open an account with Equity Bank',
        proposed_by: 4,
        proposer: person('Wanjiru', 'Kamau'),
        seconded_by: 5,
        seconder: person('Baraka', 'Otieno'),
        votes_for: 12,
        votes_against: 1,
        carried: true,
      },
    ],
    attendance: [
      { user_id: 4, member_no: 'M004', ...person('Wanjiru', 'Kamau'), attendance: 'present' },
      { user_id: 5, member_no: 'M005', ...person('Baraka', 'Otieno'), attendance: 'present' },
      { user_id: 6, member_no: 'M006', ...person('Amina', 'Odhiambo'), attendance: 'late' },
    ],
    received: { saving: 5000, long_term: 1200, short_term: 0, total: 6200 },
    loans_issued: [
      { loan_id: 9, user_id: 5, ...person('Baraka', 'Otieno'), kind: 'Long-term', amount: 20000 },
    ],
    minutes_updated_at: '2026-03-08T09:00:00.000Z',
    ...patch,
  };
}
