/** The fines feature's public surface: all that other features may import from it. */
export { FinesSection } from './components/FinesSection';
