/** What other features and the shell use of disputes: a statement line's dispute, the sidebar's count. */
export { useOpenDisputeCount } from './api/open-count';
export { DisputeLine, type StatementLine } from './components/DisputeLine';
