/** What other modules use of the fund claims: the payout the quorum carries out. */
export { payClaim } from './fund-claims.service.js';
