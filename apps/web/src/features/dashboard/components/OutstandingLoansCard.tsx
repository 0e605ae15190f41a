import { Icon } from '../../../components/ui/Icon';
import { SummaryCard } from './SummaryCard';
import { type FigureSource, useRevealedFigure } from './useRevealedFigure';

export const LOANS_CARD_ERROR = 'Error fetching total outstanding loans';

/**
 * Product spec §2: titled OUTSTANDING LOANS, with a TOTAL OUTSTANDING label and the amount in KES.
 * The admin home gives it the group's uncleared loans, the member dashboard what the member owes.
 */
export function OutstandingLoansCard({ total }: { total: FigureSource }) {
  const figure = useRevealedFigure(total, LOANS_CARD_ERROR);
  return (
    <SummaryCard
      title="OUTSTANDING LOANS"
      amountLabel="TOTAL OUTSTANDING"
      figure={figure}
      tone="loans"
      testId="loans-card"
      icon={
        <Icon size={22} strokeWidth={1.8}>
          <path d="M3 17l6-6 4 4 8-8" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M15 7h6v6" strokeLinecap="round" strokeLinejoin="round" />
        </Icon>
      }
    />
  );
}
