/** What other modules use of the contribution kinds: items of a kind, their posting and each member's part. */

export { keptItems, receiveContribution, refuseContributionTakeBack } from './contribution-items.js';
export { openSavingsKind } from './contribution-kinds.service.js';
export { memberKindLines, otherSavingsOf } from './member-contributions.js';
