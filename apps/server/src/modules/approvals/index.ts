export { approvalsRoutes } from './approvals.routes.js';
export { type Approvers, approversOf } from './approvers.js';
export { answerOf } from './outcome.js';
