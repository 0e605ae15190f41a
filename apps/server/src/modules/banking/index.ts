/** What other modules may use of banking besides its service: money in and out of a money account. */
export { payOutOf, receiveInto } from './money.js';
