import { OutstandingLoansCard, SavingsCard, useTotalOutstandingLoans } from '../../dashboard';
import { useTotalSavings } from '../../savings';

/**
 * Panel (a) of the admin home: the group's savings and outstanding loans on the summary cards
 * (docs/spec/screens.md, "Summary cards").
 */
export function GroupTotalsPanel() {
  const savings = useTotalSavings();
  const loans = useTotalOutstandingLoans();
  return (
    <section aria-label="Group totals" className="grid content-start gap-4">
      <SavingsCard total={savings} />
      <OutstandingLoansCard total={loans} />
    </section>
  );
}
