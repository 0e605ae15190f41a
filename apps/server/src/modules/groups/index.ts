export {
  activeGroupIds,
  allGroups,
  createGroup,
  forEachGroup,
  type GroupSummary,
  groupsOf,
  openGroup,
} from './groups.service.js';
