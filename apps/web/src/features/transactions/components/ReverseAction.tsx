import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import type { Transaction } from '../api/types';
import { ReverseTransactionDialog } from './ReverseTransactionDialog';

/**
 * "Reverse" for an official (docs/decisions/reversals.md): offered once every item is decided and one was
 * approved, while the transaction stands; the outcome (done, or sent for approval) is shown above it.
 */
export function ReverseAction({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; waiting: boolean } | null>(null);
  const items = transaction.transaction_types;
  const reversible =
    transaction.reversal === null &&
    items.some((item) => item.status === 'Approved') &&
    !items.some((item) => item.status === 'Pending');
  // The dialog stays mounted once the transaction is reversed: its call's answer arrives after the refetch.
  return (
    <div className="space-y-3 empty:hidden">
      {outcome ? <Alert tone={outcome.waiting ? 'info' : 'success'}>{outcome.message}</Alert> : null}
      {reversible ? (
        <div className="flex justify-end max-sm:block">
          <Button
            variant="danger"
            className="max-sm:w-full"
            onClick={() => {
              setOutcome(null);
              setOpen(true);
            }}
          >
            {t('transactions.details.reverse')}
          </Button>
        </div>
      ) : null}
      <ReverseTransactionDialog
        transactionId={transaction.id}
        open={open}
        onClose={() => setOpen(false)}
        onDone={(done) => {
          setOpen(false);
          setOutcome(done);
        }}
      />
    </div>
  );
}
