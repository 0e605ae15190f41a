export { activeGroupIds, allGroups, createGroup, forEachGroup, openGroup } from './groups.service.js';
