export { hostRoutes } from './host.routes.js';
export { type HostService, hostService } from './host.service.js';
