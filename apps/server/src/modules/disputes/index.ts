/** What other modules may use of disputes: what the fines job leaves alone, and the statement's marks. */
export { type DisputedLoans, disputedLoans, lineDisputesOf, memberKind } from './waiting.js';
