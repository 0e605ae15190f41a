/** What other modules may use of savings besides its service: contributions by month and the share-out's savings. */
export { approvedSavingsInMonth, contributionPositions } from './contributions.js';
export { holdsSavingsAccount, savingsBalance, savingsJoin } from './holders.js';
export { creditShareOutToSavings, savingsHolders } from './savings-share-out.js';
