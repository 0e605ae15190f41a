/** What other modules may use of members besides its service: finding members by name for lists. */
export { memberIdsMatching } from './member-ids.js';
export { memberMatches, nameOrder } from './member-search.js';
