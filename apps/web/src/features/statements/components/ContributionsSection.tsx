import type { StatementContribution } from '@links/domain';
import { kindLabels } from '../../contributions';
import { MovementsSection } from './SavingsSection';

/**
 * A section per kind of contribution besides savings that the member ever paid into, after the loans
 * (docs/decisions/contribution-kinds.md, "On the statement"): shaped as the savings' section, each line a
 * journal entry the member may dispute.
 */
export function ContributionsSection({
  contributions,
  own = false,
}: {
  contributions: readonly StatementContribution[];
  own?: boolean;
}) {
  return (
    <>
      {contributions.map((contribution) => (
        <MovementsSection
          key={contribution.contribution_kind_id}
          title={contribution.name}
          note={kindLabels[contribution.kind]}
          label={`${contribution.name} movements`}
          emptyText={`No ${contribution.name} movements in this period`}
          balances={contribution}
          own={own}
        />
      ))}
    </>
  );
}
