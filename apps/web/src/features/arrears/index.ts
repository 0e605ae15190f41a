/** The arrears feature's public surface: all that other features may import from it. */
export { OverdueNotice } from './components/OverdueNotice';
