export {
  activeGroupIds,
  allGroups,
  createGroup,
  forEachGroup,
  type GroupSummary,
  groupJoin,
  groupSuspended,
  groupsOf,
  openGroup,
  setGroupStatus,
} from './groups.service.js';
