import { useTranslation } from '../../../i18n';
import { OutstandingLoansCard, SavingsCard, useTotalOutstandingLoans } from '../../dashboard';
import { useTotalSavings } from '../../savings';

/**
 * Panel (a) of the admin home: the group's savings and outstanding loans on the summary cards
 * (docs/spec/screens.md, "Summary cards").
 */
export function GroupTotalsPanel() {
  const { t } = useTranslation();
  const savings = useTotalSavings();
  const loans = useTotalOutstandingLoans();
  return (
    <section aria-label={t('dashboard.groupTotals')} className="grid content-start gap-4">
      <SavingsCard total={savings} />
      <OutstandingLoansCard total={loans} />
    </section>
  );
}
