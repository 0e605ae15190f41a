/** The savings feature's public surface: all that other features may import from it. */
export { useTotalSavings } from './api/get-total-savings';
