export { hostRoutes } from './host.routes.js';
export { type HostService, hostService } from './host.service.js';
export type { IssueInvitation } from './open-group.js';
export { type SignupService, signupRoutes, signupService } from './signup.js';
