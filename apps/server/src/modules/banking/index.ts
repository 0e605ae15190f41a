/** What other modules may use of banking besides its service: money in and out, and transfers. */
export { payOutOf, receiveInto } from './money.js';
export { transferMoney } from './transfers.js';
