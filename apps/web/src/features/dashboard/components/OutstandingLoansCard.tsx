import { useTranslation } from '../../../i18n';
import { SummaryCard } from './SummaryCard';
import { type FigureSource, useRevealedFigure } from './useRevealedFigure';

/**
 * docs/spec/screens.md, "Member dashboard": titled OUTSTANDING LOANS, with a TOTAL OUTSTANDING label and the
 * amount in KES. The admin home gives it the group's uncleared loans, the member dashboard what the member
 * owes.
 */
export function OutstandingLoansCard({ total }: { total: FigureSource }) {
  const { t } = useTranslation();
  const figure = useRevealedFigure(total, t('cards.loansFailed'));
  return <SummaryCard kind="loans" figure={figure} />;
}
