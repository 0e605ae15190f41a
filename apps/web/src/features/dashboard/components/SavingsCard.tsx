import { useSettings } from '../../settings';
import { SummaryCard } from './SummaryCard';
import { type FigureSource, useRevealedFigure } from './useRevealedFigure';

export const SAVINGS_CARD_ERROR = 'Error fetching total savings';

/**
 * docs/spec/screens.md, "Member dashboard": titled SAVINGS, with the group's name, a TOTAL AMOUNT label and
 * the amount followed by KES. The admin home gives it the group's savings, the member dashboard the member's.
 */
export function SavingsCard({ total }: { total: FigureSource }) {
  const figure = useRevealedFigure(total, SAVINGS_CARD_ERROR);
  const settings = useSettings();
  return (
    <SummaryCard
      kind="savings"
      subtitle={settings.data?.group_name ?? (settings.isPending ? '\u00a0' : undefined)}
      figure={figure}
    />
  );
}
