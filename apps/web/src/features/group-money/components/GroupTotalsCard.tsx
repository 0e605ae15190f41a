import { Card } from '../../../components/ui/Card';
import { MoneyStat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import type { GroupTotals } from '../api/get-group-activity';

/** The group's money from its books: what it holds, what it lent, what it owes its members together. */
export function GroupTotalsCard({ totals }: { totals: GroupTotals }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('groupMoney.totals.title')}
      description={t('groupMoney.totals.asOf', { date: formatDate(totals.as_of) })}
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <MoneyStat label={t('groupMoney.totals.cash')} kes={totals.cash} />
        <MoneyStat label={t('groupMoney.totals.bank')} kes={totals.bank} />
        <MoneyStat label={t('groupMoney.totals.loansOut')} kes={totals.loans_out} />
        <MoneyStat label={t('groupMoney.totals.savings')} kes={totals.savings} />
        <MoneyStat label={t('groupMoney.totals.surplus')} kes={totals.surplus} />
      </dl>
    </Card>
  );
}
