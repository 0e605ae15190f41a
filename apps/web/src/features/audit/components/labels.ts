/**
 * The entities and actions the trail names, in words for the screen, and the choices of the
 * /audit filters: every entity and action the server records (grep `recordAudit` in apps/server;
 * docs/decisions/audit.md, "Audit trail").
 */
export const entityLabels: Record<string, string> = {
  user: 'Sign-in',
  member: 'Member',
  member_account: 'Member account',
  saving: 'Savings account',
  loan: 'Loan',
  loan_application: 'Loan application',
  loan_guarantee: 'Loan guarantee',
  transaction: 'Transaction',
  payment: 'Payment',
  statement: 'Statement',
  fine: 'Fine',
  share_out: 'Share-out',
  bank_account: 'Bank account',
  expense: 'Expense',
  transfer: 'Transfer',
  approval_request: 'Approval request',
  settings: 'Settings',
  backup: 'Backup',
  data: 'Data export',
};

export const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  approve: 'Approved',
  reject: 'Rejected',
  accept: 'Accepted',
  decline: 'Declined',
  ignore: 'Ignored',
  import: 'Imported',
  charge: 'Charged',
  waive: 'Waived',
  commit: 'Committed',
  rotate: 'Rotated',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  setup: 'Set up',
  download: 'Downloaded',
  export: 'Exported',
  // docs/decisions/passwords.md: what happened to a password, never the password or a code.
  accept_invitation: 'Accepted invitation',
  change_password: 'Changed password',
  reset_password: 'Reset password',
  request_password_reset: 'Asked for a reset code',
};

/** A name the screen has no words for yet (a newer kind of record) reads as its words: `share_out` → `Share out`. */
const words = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

export const entityLabel = (entity: string) => entityLabels[entity] ?? words(entity);
export const actionLabel = (action: string) => actionLabels[action] ?? words(action);

/** A value of a record's fields as one short line. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(showValue).join('; ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key} ${showValue(inner)}`)
    .join(', ');
}
