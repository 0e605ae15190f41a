/** What other modules may use of share-outs: what a member was paid by share-outs within a period. */
export { memberShareOutsPaidWithin } from './share-outs.queries.js';
