import type { StatementContribution } from '@links/domain';
import { useTranslation } from '../../../i18n';
import { kindLabel } from '../../contributions';
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
  const { t } = useTranslation();
  return (
    <>
      {contributions.map((contribution) => (
        <MovementsSection
          key={contribution.contribution_kind_id}
          title={contribution.name}
          note={kindLabel(t, contribution.kind)}
          label={t('statements.kind.movements', { name: contribution.name })}
          emptyText={t('statements.kind.none', { name: contribution.name })}
          balances={contribution}
          own={own}
        />
      ))}
    </>
  );
}
