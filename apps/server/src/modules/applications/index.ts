/** What other modules may use of the applications besides their service: an official's decision, and the savings pledges hold. */
export { decideApplication } from './decide-application.js';
export { pledgesHeldBy } from './pledges.js';
