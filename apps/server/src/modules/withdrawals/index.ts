/** What other modules may use of withdrawals: the payout the quorum carries out. */
export { payWithdrawal } from './withdrawals.service.js';
