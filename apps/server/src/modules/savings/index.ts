/** What other modules may use of savings besides its service: contribution targets, the share-out's savings, joins for lists. */
export { contributionPositions } from './contributions.js';
export { holdsSavingsAccount, savingsBalance, savingsCentsOf, savingsJoin } from './holders.js';
export { requireSavingsAccountsFor, savingsHolders } from './savings-share-out.js';
