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
