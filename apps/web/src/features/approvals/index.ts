export { usePendingApprovalCount } from './api/pending-count';
