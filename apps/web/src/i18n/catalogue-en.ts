/**
 * The English catalogue: one file a screen group under `locales/en/`, each its top-level key
 * (docs/decisions/languages.md, "The catalogues"). English is the fallback and the reference.
 */
import accounts from './locales/en/accounts.json';
import applications from './locales/en/applications.json';
import approvals from './locales/en/approvals.json';
import arrears from './locales/en/arrears.json';
import audit from './locales/en/audit.json';
import auth from './locales/en/auth.json';
import banking from './locales/en/banking.json';
import books from './locales/en/books.json';
import cards from './locales/en/cards.json';
import common from './locales/en/common.json';
import contributions from './locales/en/contributions.json';
import dashboard from './locales/en/dashboard.json';
import disputes from './locales/en/disputes.json';
import errors from './locales/en/errors.json';
import fines from './locales/en/fines.json';
import fundClaims from './locales/en/fundClaims.json';
import groupMoney from './locales/en/groupMoney.json';
import home from './locales/en/home.json';
import host from './locales/en/host.json';
import language from './locales/en/language.json';
import loans from './locales/en/loans.json';
import login from './locales/en/login.json';
import meetings from './locales/en/meetings.json';
import member from './locales/en/member.json';
import members from './locales/en/members.json';
import messages from './locales/en/messages.json';
import mpesaPay from './locales/en/mpesaPay.json';
import nav from './locales/en/nav.json';
import notifications from './locales/en/notifications.json';
import offline from './locales/en/offline.json';
import password from './locales/en/password.json';
import payments from './locales/en/payments.json';
import payouts from './locales/en/payouts.json';
import rotations from './locales/en/rotations.json';
import savings from './locales/en/savings.json';
import settings from './locales/en/settings.json';
import shareout from './locales/en/shareout.json';
import shell from './locales/en/shell.json';
import statements from './locales/en/statements.json';
import transactions from './locales/en/transactions.json';
import validation from './locales/en/validation.json';
import withdrawals from './locales/en/withdrawals.json';
import wizard from './locales/en/wizard.json';

export const en = {
  accounts,
  applications,
  approvals,
  arrears,
  audit,
  auth,
  banking,
  books,
  cards,
  common,
  contributions,
  dashboard,
  disputes,
  errors,
  fines,
  fundClaims,
  groupMoney,
  home,
  host,
  language,
  loans,
  login,
  meetings,
  member,
  members,
  messages,
  mpesaPay,
  nav,
  notifications,
  offline,
  password,
  payments,
  payouts,
  rotations,
  savings,
  settings,
  shareout,
  shell,
  statements,
  transactions,
  validation,
  withdrawals,
  wizard,
};
