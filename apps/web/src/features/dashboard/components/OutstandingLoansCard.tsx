import { SummaryCard } from './SummaryCard';
import { type FigureSource, useRevealedFigure } from './useRevealedFigure';

export const LOANS_CARD_ERROR = 'Error fetching total outstanding loans';

/**
 * docs/spec/screens.md, "Member dashboard": titled OUTSTANDING LOANS, with a TOTAL OUTSTANDING label and the
 * amount in KES. The admin home gives it the group's uncleared loans, the member dashboard what the member
 * owes.
 */
export function OutstandingLoansCard({ total }: { total: FigureSource }) {
  const figure = useRevealedFigure(total, LOANS_CARD_ERROR);
  return <SummaryCard kind="loans" figure={figure} />;
}
