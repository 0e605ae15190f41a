import type { Role } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

/**
 * The entities and actions the trail names, in words for the screen, and the choices of the
 * /audit filters: every entity and action the server records (grep `recordAudit` in apps/server;
 * docs/decisions/audit.md, "Audit trail"), each the key of its words in the language on screen.
 */
export const entityWords = {
  user: msg('audit.entities.user'),
  member: msg('audit.entities.member'),
  member_account: msg('audit.entities.member_account'),
  saving: msg('audit.entities.saving'),
  loan: msg('audit.entities.loan'),
  loan_application: msg('audit.entities.loan_application'),
  loan_guarantee: msg('audit.entities.loan_guarantee'),
  transaction: msg('audit.entities.transaction'),
  payment: msg('audit.entities.payment'),
  statement: msg('audit.entities.statement'),
  fine: msg('audit.entities.fine'),
  share_out: msg('audit.entities.share_out'),
  bank_account: msg('audit.entities.bank_account'),
  expense: msg('audit.entities.expense'),
  transfer: msg('audit.entities.transfer'),
  approval_request: msg('audit.entities.approval_request'),
  settings: msg('audit.entities.settings'),
  backup: msg('audit.entities.backup'),
  data: msg('audit.entities.data'),
} as const;

export const actionWords = {
  create: msg('audit.actions.create'),
  update: msg('audit.actions.update'),
  approve: msg('audit.actions.approve'),
  reject: msg('audit.actions.reject'),
  accept: msg('audit.actions.accept'),
  decline: msg('audit.actions.decline'),
  ignore: msg('audit.actions.ignore'),
  import: msg('audit.actions.import'),
  charge: msg('audit.actions.charge'),
  waive: msg('audit.actions.waive'),
  commit: msg('audit.actions.commit'),
  rotate: msg('audit.actions.rotate'),
  sign_in: msg('audit.actions.sign_in'),
  sign_in_failed: msg('audit.actions.sign_in_failed'),
  sign_out: msg('audit.actions.sign_out'),
  setup: msg('audit.actions.setup'),
  download: msg('audit.actions.download'),
  export: msg('audit.actions.export'),
  // docs/decisions/passwords.md: what happened to a password, never the password or a code.
  accept_invitation: msg('audit.actions.accept_invitation'),
  change_password: msg('audit.actions.change_password'),
  reset_password: msg('audit.actions.reset_password'),
  request_password_reset: msg('audit.actions.request_password_reset'),
  // The rest of what the server records, in the words the screen showed for them before.
  ask_swap: msg('audit.actions.ask_swap'),
  choose_group: msg('audit.actions.choose_group'),
  confirm_group: msg('audit.actions.confirm_group'),
  create_group: msg('audit.actions.create_group'),
  exit: msg('audit.actions.exit'),
  pay: msg('audit.actions.pay'),
  reactivate: msg('audit.actions.reactivate'),
  release: msg('audit.actions.release'),
  resend: msg('audit.actions.resend'),
  resolve: msg('audit.actions.resolve'),
  reverse: msg('audit.actions.reverse'),
  send: msg('audit.actions.send'),
  submit: msg('audit.actions.submit'),
  swap: msg('audit.actions.swap'),
  update_preferences: msg('audit.actions.update_preferences'),
} as const;

/** The role a record keeps, as the profile names it (`common.roles`). */
const roleWords: Record<Role, `common.roles.${Role}`> = {
  admin: msg('common.roles.admin'),
  member: msg('common.roles.member'),
};

/** A name the screen has no words for yet (a newer kind of record) reads as its words: `share_out` → `Share out`. */
const words = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

export const entityLabel = (t: TFunction, entity: string) =>
  Object.hasOwn(entityWords, entity) ? t(entityWords[entity as keyof typeof entityWords]) : words(entity);
export const actionLabel = (t: TFunction, action: string) =>
  Object.hasOwn(actionWords, action) ? t(actionWords[action as keyof typeof actionWords]) : words(action);
export const roleLabel = (t: TFunction, role: string) =>
  Object.hasOwn(roleWords, role) ? t(roleWords[role as Role]) : role;

/**
 * A value of a record's fields as one short line. The fields and their values are the record's as the
 * server wrote it, read the same by everyone (docs/decisions/languages.md, "Data on screen").
 */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(showValue).join('; ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key} ${showValue(inner)}`)
    .join(', ');
}
