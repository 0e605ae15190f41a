import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { transactionLabel } from '../../transactions';
import { usePendingPreview } from '../api/get-pending-transactions';

/**
 * Panel (b) of the admin home: how many transactions wait for approval (all their items Pending,
 * docs/decisions/transactions.md, "Pending transactions"), the newest of them, and the way to the pending
 * list.
 */
export function PendingApprovalsPanel() {
  const { t } = useTranslation();
  const pending = usePendingPreview();
  return (
    <Card
      title={t('dashboard.pending.title')}
      description={t('dashboard.pending.description')}
      className="flex flex-col"
      actions={
        <ButtonLink to="/pending-transactions" variant="secondary">
          {t('dashboard.pending.review')}
        </ButtonLink>
      }
    >
      <Loaded query={pending} loading={t('dashboard.pending.loading')} failed={t('dashboard.pending.failed')}>
        {(data) => (
          <>
            <p className="flex items-baseline gap-2">
              <span data-testid="pending-count" className="text-4xl font-bold text-slate-900 tabular">
                {data.pagination.total}
              </span>
              <span className="text-sm text-slate-500">
                {t('dashboard.pending.waiting', { count: data.pagination.total })}
              </span>
            </p>
            {data.transactions.length === 0 ? (
              <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
                {t('dashboard.pending.none')}
              </p>
            ) : (
              <ul aria-label={t('dashboard.pending.newest')} className="mt-4 divide-y divide-slate-100">
                {data.transactions.map((transaction) => (
                  <li key={transaction.id}>
                    <Link
                      to={`/transactions/${transaction.id}`}
                      className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50"
                    >
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium text-slate-900">
                          {transaction.username}
                        </span>
                        <span className="block text-xs text-slate-500">
                          {transactionLabel(transaction.id)} · {formatDate(transaction.transaction_date)}
                        </span>
                      </span>
                      <Money
                        cents={kesToCents(transaction.total_payed)}
                        currency
                        className="text-sm font-semibold text-slate-800"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </Card>
  );
}
