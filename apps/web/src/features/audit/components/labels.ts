/** The entities and actions the trail names, in words for the screen. */
export const entityLabels: Record<string, string> = {
  user: 'Sign-in',
  member: 'Member',
  member_account: 'Member account',
  saving: 'Savings account',
  loan: 'Loan',
  transaction: 'Transaction',
  bank_account: 'Bank account',
  expense: 'Expense',
  transfer: 'Transfer',
  settings: 'Settings',
  backup: 'Backup',
  data: 'Data export',
};

export const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  approve: 'Approved',
  reject: 'Rejected',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  setup: 'Set up',
  download: 'Downloaded',
  export: 'Exported',
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
