/**
 * What other modules may use of the directory besides its service: finding, joining and sorting
 * members for lists, and the reads and the write of a change of office.
 */
export { memberIdsMatching } from './member-ids.js';
export {
  memberColumns,
  memberIdsNamed,
  memberJoin,
  memberNameLike,
  memberNumbered,
  personJoin,
  userListSource,
} from './member-join.js';
export { memberMatches, nameOrder } from './member-search.js';
export { lockUser, officeHeldBy, otherRunningOfficials, setOffice } from './offices.js';
export {
  activeMemberCounts,
  findPersonByEmail,
  hasPassword,
  type Membership,
  membershipsOf,
  noteLastGroup,
  otherGroupsOf,
  type Person,
  personOfUser,
} from './people.js';
export { lockedPreferences, type MessagePreferences, setPreferences } from './preferences.js';
export { activeMemberIds, contactsOf, inactiveMemberIds, setMemberStatus } from './status.js';
