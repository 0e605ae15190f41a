/** What other modules use of the merry-go-round: its payments in, the entry check, and the pot's payout. */
export {
  type RotationReceipt,
  receiveRotationPayment,
  refuseRotationPayment,
  takeBackRotationPayment,
} from './rotation-money.js';
export { collectingRotations, rotationNames } from './rotation-state.js';
export { releaseOpenPot } from './rotations.service.js';
