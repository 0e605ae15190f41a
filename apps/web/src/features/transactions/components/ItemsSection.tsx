import type { TransactionType } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { accountIdOf, MoneyAccountSelect } from '../../books';
import { failureText, useApproveTransaction } from '../api/decide-items';
import type { Transaction } from '../api/types';
import type { NamedKind } from './labels';
import { RejectItemsDialog } from './RejectItemsDialog';
import { TransactionItemsTable } from './TransactionItemsTable';

/**
 * A transaction's items with, for an admin, Approve All into a money account (docs/spec/states.md,
 * "Approval") and each type's Reject with a reason (docs/decisions/transactions.md, "Rejecting").
 */
export function ItemsSection({
  transaction,
  isAdmin,
  kinds,
  rotations,
}: {
  transaction: Transaction;
  isAdmin: boolean;
  kinds: readonly NamedKind[] | undefined;
  rotations: readonly NamedKind[];
}) {
  const { t } = useTranslation();
  const approve = useApproveTransaction();
  const [rejecting, setRejecting] = useState<TransactionType | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [account, setAccount] = useState('');
  const items = transaction.transaction_types;
  const pending = items.filter((item) => item.status === 'Pending');
  const busy = approve.isPending;

  const approveAll = () => {
    setRejected(null);
    approve.mutate({ id: transaction.id, accountId: accountIdOf(account) });
  };
  const outcome = approve.data;
  const failure = outcome ? failureText(t, outcome.failures) : '';

  return (
    <section aria-labelledby="items-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="items-heading" className="text-base font-semibold text-slate-900">
          {t('transactions.details.items')}
        </h2>
        {isAdmin ? (
          <div className="flex flex-wrap items-end gap-3 max-sm:w-full">
            {pending.length > 0 ? (
              <MoneyAccountSelect
                label={t('transactions.details.receivedInto')}
                value={account}
                onChange={setAccount}
                className="min-w-48 max-sm:flex-1"
              />
            ) : null}
            <Button onClick={approveAll} disabled={pending.length === 0 || busy}>
              {busy ? t('transactions.details.approving') : t('transactions.details.approveAll')}
            </Button>
          </div>
        ) : null}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      {outcome && outcome.approved.length > 0 ? (
        <Alert tone="success">{outcome.approved.join(' ')}</Alert>
      ) : null}
      {rejected ? <Alert tone="success">{rejected}</Alert> : null}
      <TransactionItemsTable
        items={items}
        kinds={kinds}
        rotations={rotations}
        actions={
          isAdmin
            ? {
                onApprove: approveAll,
                onReject: (type) => {
                  approve.reset();
                  setRejected(null);
                  setRejecting(type);
                },
                busy,
              }
            : undefined
        }
      />
      {isAdmin ? (
        <RejectItemsDialog
          transactionId={transaction.id}
          type={rejecting}
          pendingOfType={pending.filter((item) => item.type === rejecting).length}
          onClose={() => setRejecting(null)}
          onRejected={(message) => {
            setRejecting(null);
            setRejected(message);
          }}
        />
      ) : null}
    </section>
  );
}
