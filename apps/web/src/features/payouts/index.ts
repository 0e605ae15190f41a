/** The payouts feature's public surface: all that other features may import from it. */
export {
  PAYOUTS_TO_SEND,
  PayByMpesaCheckbox,
  PayByMpesaField,
  SendFromPayouts,
} from './components/PayByMpesa';
