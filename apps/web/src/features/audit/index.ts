/** The audit feature's public surface: all that other features may import from it. */
export { auditKey } from './api/get-audit';
export { HistoryPanel } from './components/HistoryPanel';
