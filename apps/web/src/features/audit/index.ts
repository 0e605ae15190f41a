/** The audit feature's public surface: all that other features may import from it. */
export { HistoryPanel } from './components/HistoryPanel';
