/** What other modules may use of the applications besides their service: an official's decision. */
export { decideApplication } from './decide-application.js';
