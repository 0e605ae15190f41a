/** The contributions feature's public surface: all that other features may import from it. */
export {
  type ContributionKindChange,
  type NewContributionKind,
  useContributionKinds,
  useCreateContributionKind,
  useUpdateContributionKind,
} from './api/contribution-kinds';
export { everyLabels, expectedText, kindLabels, payableKinds } from './components/kinds';
export { MY_CONTRIBUTIONS_FAILED, MyContributionsCard } from './components/MyContributionsCard';
