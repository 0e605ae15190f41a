/** The contributions feature's public surface: all that other features may import from it. */
export {
  type ContributionKindChange,
  type NewContributionKind,
  useContributionKinds,
  useCreateContributionKind,
  useUpdateContributionKind,
} from './api/contribution-kinds';
export { expectedText, kindLabel, payableKinds } from './components/kinds';
export { MyContributionsCard } from './components/MyContributionsCard';
