/** What other modules may use of the books besides its services: the chart's money accounts, the balance check, sub-ledgers and account movements. */
export { type BalanceDifference, findBalanceDifferences } from './balance-check.js';
export {
  accountNamesOf,
  bankLedgerAccount,
  expenseLedgerAccount,
  findMoneyAccount,
  lockAccounts,
  type MoneyAccount,
  moneyAccountIdsOfBanks,
  notAMoneyAccount,
  openBankLedgerAccount,
  resolveMoneyAccount,
  systemAccountId,
} from './chart.js';
export { firstOpenDay, refuseClosedDate } from './closed-period.js';
export { type AccountMovement, accountMovements } from './movements.js';
export {
  approvedSavingsInMonth,
  firstSavingsEntryDate,
  type MemberStatementLine,
  memberStatementLines,
  type SubLedgerLine,
  savingsMovementsThrough,
  subLedgerLines,
} from './sub-ledgers.js';
