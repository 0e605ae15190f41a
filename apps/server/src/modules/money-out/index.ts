/** What other modules may use of money out: telling every member of a payout of the group's money. */
export { type MoneyOut, tellMoneyOut } from './money-out.service.js';
