import { Card } from '../../../components/ui/Card';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { type Transaction, transactionLabel } from '../api/types';
import { StatusBadge } from './StatusBadge';

/** The head of /transactions/{id}: who paid, when, how much, and where it stands (docs/spec/states.md). */
export function TransactionSummary({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-3">
        {/* The total and the name take a whole row on a phone, so neither is cut short. */}
        <MoneyStat
          label={t('transactions.details.total')}
          kes={transaction.total_payed}
          emphasis
          className="col-span-2 lg:col-span-1"
        />
        <Stat label={t('transactions.details.member')} className="col-span-2 lg:col-span-1">
          {transaction.username}
        </Stat>
        <Stat label={t('transactions.details.transactionId')}>{transactionLabel(transaction.id)}</Stat>
        <Stat label={t('transactions.details.date')}>{formatDate(transaction.transaction_date)}</Stat>
        <Stat label={t('transactions.details.status')}>
          <StatusBadge status={transaction.status} />
        </Stat>
        <Stat label={t('transactions.details.submitted')}>{formatDate(transaction.created_at)}</Stat>
        <div className="col-span-2 min-w-0 lg:col-span-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('transactions.details.comment')}
          </dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
            {transaction.comment ?? (
              <span className="text-slate-500">{t('transactions.details.noComment')}</span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
