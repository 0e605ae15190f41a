export { approvalsRoutes } from './approvals.routes.js';
export { answerOf } from './outcome.js';
