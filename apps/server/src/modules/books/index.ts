/** What other modules may use of the books besides its services: the chart's money accounts, the balance check, kept balances, sub-ledgers and account movements. */
export { type BalanceDifference, findBalanceDifferences } from './balance-check.js';
export {
  accountCodesOf,
  accountNamesOf,
  bankLedgerAccount,
  expenseLedgerAccount,
  findMoneyAccount,
  findPayoutsDueAccount,
  lockAccounts,
  type MoneyAccount,
  moneyAccountIdsOfBanks,
  notAMoneyAccount,
  openBankLedgerAccount,
  openChart,
  openContributionAccount,
  openRotationAccount,
  PAYOUTS_DUE,
  payoutsDueAccount,
  renameLedgerAccount,
  resolveMoneyAccount,
  systemAccountId,
} from './chart.js';
export {
  closedThrough,
  firstOpenDay,
  keepArrivalDate,
  PERIOD_CLOSED,
  refuseClosedDate,
} from './closed-period.js';
export {
  accountBalance,
  accountBalancesOf,
  bankBalance,
  bankBalanceColumns,
  bankBalanceJoin,
  bankBalances,
} from './kept-balances.js';
export { entryIdsOfTransactions, type MemberEntry, memberEntries } from './member-entries.js';
export { type AccountMovement, accountMovements } from './movements.js';
export {
  alreadyReversed,
  journalEntryOf,
  postContraEntry,
  type ReversalRow,
  type ReversalSubject,
  recordReversal,
  reversalMap,
  reversalsOf,
  reversedCondition,
  reverseEntry,
} from './reversals.js';
export {
  approvedSavingsInMonth,
  firstSavingsEntryDate,
  type MemberAccountLine,
  type MemberStatementLine,
  memberAccountTotalsBetween,
  memberLinesOn,
  memberStatementLines,
  memberTotalsOn,
  type SubLedgerLine,
  savingsMovementsThrough,
  subLedgerLines,
} from './sub-ledgers.js';
