export { activeGroupIds, createGroup, forEachGroup, openGroup } from './groups.service.js';
