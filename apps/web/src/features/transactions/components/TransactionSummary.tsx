import { Card } from '../../../components/ui/Card';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { formatDate } from '../../../lib/format';
import { type Transaction, transactionLabel } from '../api/types';
import { StatusBadge } from './StatusBadge';

/** The head of /transactions/{id}: who paid, when, how much, and where it stands (docs/spec/states.md). */
export function TransactionSummary({ transaction }: { transaction: Transaction }) {
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-3">
        {/* The total and the name take a whole row on a phone, so neither is cut short. */}
        <div className="col-span-2 lg:col-span-1">
          <MoneyStat label="Total" kes={transaction.total_payed} emphasis />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <Stat label="Member">{transaction.username}</Stat>
        </div>
        <Stat label="Transaction ID">{transactionLabel(transaction.id)}</Stat>
        <Stat label="Date">{formatDate(transaction.transaction_date)}</Stat>
        <Stat label="Status">
          <StatusBadge status={transaction.status} />
        </Stat>
        <Stat label="Submitted">{formatDate(transaction.created_at)}</Stat>
        <div className="col-span-2 min-w-0 lg:col-span-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Comment</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
            {transaction.comment ?? <span className="text-slate-400">No comment</span>}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
