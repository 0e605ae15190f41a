/** What other modules may use of the applications besides their service: an official's decision, the pledges held. */
export { decideApplication } from './decide-application.js';
export { type HeldPledge, heldPledges, pledgesHeldBy } from './pledges.js';
