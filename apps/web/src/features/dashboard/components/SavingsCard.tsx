import { Icon } from '../../../components/ui/Icon';
import { useSettings } from '../../settings';
import { SummaryCard } from './SummaryCard';
import { type FigureSource, useRevealedFigure } from './useRevealedFigure';

export const SAVINGS_CARD_ERROR = 'Error fetching total savings';

/**
 * Product spec §2: titled SAVINGS, with the group's name, a TOTAL AMOUNT label and the amount
 * followed by KES. The admin home gives it the group's savings, the member dashboard the member's.
 */
export function SavingsCard({ total }: { total: FigureSource }) {
  const figure = useRevealedFigure(total, SAVINGS_CARD_ERROR);
  const settings = useSettings();
  return (
    <SummaryCard
      title="SAVINGS"
      subtitle={settings.data?.group_name ?? (settings.isPending ? '\u00a0' : undefined)}
      amountLabel="TOTAL AMOUNT"
      figure={figure}
      tone="savings"
      testId="savings-card"
      icon={
        <Icon size={22} strokeWidth={1.8}>
          <path
            d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
            strokeLinecap="round"
          />
          <path d="M21 9h-6a3 3 0 0 0 0 6h6V9Z" strokeLinejoin="round" />
        </Icon>
      }
    />
  );
}
