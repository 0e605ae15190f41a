/**
 * The Kiswahili catalogue, assembled like the English one (docs/decisions/languages.md, "The
 * catalogues"); a chunk of its own, loaded when Kiswahili is chosen.
 */
import type { en } from './catalogue-en';
import accounts from './locales/sw/accounts.json';
import applications from './locales/sw/applications.json';
import approvals from './locales/sw/approvals.json';
import arrears from './locales/sw/arrears.json';
import audit from './locales/sw/audit.json';
import auth from './locales/sw/auth.json';
import banking from './locales/sw/banking.json';
import books from './locales/sw/books.json';
import cards from './locales/sw/cards.json';
import common from './locales/sw/common.json';
import contributions from './locales/sw/contributions.json';
import dashboard from './locales/sw/dashboard.json';
import disputes from './locales/sw/disputes.json';
import errors from './locales/sw/errors.json';
import fines from './locales/sw/fines.json';
import fundClaims from './locales/sw/fundClaims.json';
import groupMoney from './locales/sw/groupMoney.json';
import home from './locales/sw/home.json';
import host from './locales/sw/host.json';
import language from './locales/sw/language.json';
import loans from './locales/sw/loans.json';
import login from './locales/sw/login.json';
import meetings from './locales/sw/meetings.json';
import member from './locales/sw/member.json';
import members from './locales/sw/members.json';
import messages from './locales/sw/messages.json';
import mpesaPay from './locales/sw/mpesaPay.json';
import nav from './locales/sw/nav.json';
import notifications from './locales/sw/notifications.json';
import offline from './locales/sw/offline.json';
import password from './locales/sw/password.json';
import payments from './locales/sw/payments.json';
import payouts from './locales/sw/payouts.json';
import rotations from './locales/sw/rotations.json';
import savings from './locales/sw/savings.json';
import settings from './locales/sw/settings.json';
import shareout from './locales/sw/shareout.json';
import shell from './locales/sw/shell.json';
import statements from './locales/sw/statements.json';
import transactions from './locales/sw/transactions.json';
import validation from './locales/sw/validation.json';
import withdrawals from './locales/sw/withdrawals.json';
import wizard from './locales/sw/wizard.json';

export const sw: typeof en = {
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

export default sw;
