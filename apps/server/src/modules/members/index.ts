/** What other modules may use of members besides its service: finding, joining and sorting members for lists. */
export { memberIdsMatching } from './member-ids.js';
export { memberColumns, memberIdsNamed, memberJoin, memberNameLike, memberNumbered } from './member-join.js';
export { memberMatches, nameOrder } from './member-search.js';
