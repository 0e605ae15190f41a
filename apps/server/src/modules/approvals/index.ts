export { pendingRequestAbout } from './approvals.queries.js';
export { approvalsRoutes } from './approvals.routes.js';
export { makerActsAlone } from './approvals.service.js';
export { type Approvers, approversOf, type ReferencedThing, referenceTo } from './approvers.js';
export { decideRequest } from './decide-request.js';
export {
  type About,
  type ApprovalKindSpec,
  answerCents,
  defineKind,
  type Execution,
  stored,
} from './kind.js';
export { registerApprovals } from './kinds.js';
export { answerOf } from './outcome.js';
export { closeWaitingPayout, voteOrAsk } from './waiting.js';
