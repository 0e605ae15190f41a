/** What other modules may use of banking besides its service: money paid out, and transfers. */
export { payOutOf } from './money.js';
export { EXPENSE_NOT_FOUND, reverseExpense, reverseTransfer, TRANSFER_NOT_FOUND } from './reversals.js';
export { transferMoney } from './transfers.js';
