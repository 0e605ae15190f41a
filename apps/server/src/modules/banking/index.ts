/** What other modules may use of banking besides its service: money paid out, and transfers. */
export { payOutOf } from './money.js';
export { transferMoney } from './transfers.js';
