export { activeGroupIds, forEachGroup } from './groups.service.js';
