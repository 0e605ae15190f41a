/** What other modules may use of payouts: owing a member a payout by M-Pesa from a use case. */

export { payoutCallbackRoutes } from './callbacks.routes.js';
export { startPayoutQueryJob } from './payouts.job.js';
export { payoutsRoutes } from './payouts.routes.js';
export {
  mpesaPayoutAccount,
  type OwedPayout,
  owePayout,
  refuseB2cAmount,
} from './payouts.service.js';
export type { PayoutDeps } from './send.js';
