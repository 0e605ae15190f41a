import { useTranslation } from '../../../i18n';
import { useSettings } from '../../settings';
import { SummaryCard } from './SummaryCard';
import { type FigureSource, useRevealedFigure } from './useRevealedFigure';

/**
 * docs/spec/screens.md, "Member dashboard": titled SAVINGS, with the group's name, a TOTAL AMOUNT label and
 * the amount followed by KES. The admin home gives it the group's savings, the member dashboard the member's.
 */
export function SavingsCard({ total }: { total: FigureSource }) {
  const { t } = useTranslation();
  const figure = useRevealedFigure(total, t('cards.savingsFailed'));
  const settings = useSettings();
  return (
    <SummaryCard
      kind="savings"
      subtitle={settings.data?.group_name ?? (settings.isPending ? '\u00a0' : undefined)}
      figure={figure}
    />
  );
}
