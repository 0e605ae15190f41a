/** The M-Pesa payment feature's public surface: all that other features may import from it. */
export { PayWithMpesaButton } from './components/PayWithMpesaButton';
