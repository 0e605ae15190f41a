/** What other modules use of the contribution kinds: items of a kind, their posting and each member's part. */

export { keptItems, receiveContribution, refuseContributionTakeBack } from './contribution-items.js';
export { type ContributionKind, kindsByIds, openSavingsKind } from './contribution-kinds.service.js';
export {
  expectedContributions,
  memberKindLines,
  otherSavingsAccountIds,
  otherSavingsByAccount,
  otherSavingsOf,
  sheetKinds,
} from './member-contributions.js';
