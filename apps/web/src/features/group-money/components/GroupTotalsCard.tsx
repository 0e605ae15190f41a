import { Card } from '../../../components/ui/Card';
import { MoneyStat } from '../../../components/ui/Stat';
import { formatDate } from '../../../lib/format';
import type { GroupTotals } from '../api/get-group-activity';

/** The group's money from its books: what it holds, what it lent, what it owes its members together. */
export function GroupTotalsCard({ totals }: { totals: GroupTotals }) {
  return (
    <Card title="The group's money" description={`From the books, as of ${formatDate(totals.as_of)}`}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <MoneyStat label="Cash on hand" kes={totals.cash} />
        <MoneyStat label="In the bank" kes={totals.bank} />
        <MoneyStat label="Loans out" kes={totals.loans_out} />
        <MoneyStat label="Members' savings" kes={totals.savings} />
        <MoneyStat label="Surplus to date" kes={totals.surplus} />
      </dl>
    </Card>
  );
}
