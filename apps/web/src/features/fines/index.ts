/** The fines feature's public surface: all that other features may import from it. */

export { useFinesOwed } from './api/fines';
export { FinesSection } from './components/FinesSection';
