import type { TransactionType } from '@links/domain';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ApiError } from '../../../lib/api';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { HistoryPanel } from '../../audit';
import { accountIdOf, MoneyAccountSelect } from '../../books';
import { useContributionKinds } from '../../contributions';
import { useRotationNames } from '../../rotations';
import { useApproveTransaction } from '../api/decide-items';
import { useTransaction } from '../api/get-transaction';
import type { Transaction } from '../api/types';
import type { NamedKind } from '../components/labels';
import { RejectItemsDialog } from '../components/RejectItemsDialog';
import { ReversalPanel } from '../components/ReversalPanel';
import { ReverseTransactionDialog } from '../components/ReverseTransactionDialog';
import { TransactionItemsTable } from '../components/TransactionItemsTable';
import { TransactionSummary } from '../components/TransactionSummary';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const NO_ITEMS = 'No transaction items found';
export const DETAILS_FAILED = 'Failed to load transaction details';

/** A message handed over by the screen that led here (`Transaction submitted successfully`). */
export interface NoticeState {
  notice?: string;
}

/**
 * /transactions/:id: the transaction and its items. An admin approves (docs/spec/states.md, "Approval") or
 * rejects (docs/decisions/transactions.md, "Rejecting"); the member who owns it sees it read-only; anyone
 * else gets the server's 404.
 */
export function TransactionDetailsPage() {
  const { id } = useParams();
  const transactionId = Number(id);
  const valid = Number.isSafeInteger(transactionId) && transactionId > 0;
  const user = useStoredUser();
  // The auditor reads the admin's screen without its decisions (docs/decisions/offices.md).
  const isAdmin = changesGroup(user);
  const adminScreens = hasKnownRole(user) && screensOf(user) === 'admin';
  return (
    <>
      <PageHeader
        title="Transaction Details"
        link={{ to: adminScreens ? '/transactions' : '/member-transactions', label: 'Back to transactions' }}
      >
        A payment and each of its items. Amounts in KES.
      </PageHeader>
      {valid ? (
        <TransactionDetails transactionId={transactionId} isAdmin={isAdmin} />
      ) : (
        <Alert>{TRANSACTION_NOT_FOUND}</Alert>
      )}
    </>
  );
}

function TransactionDetails({ transactionId, isAdmin }: { transactionId: number; isAdmin: boolean }) {
  const detail = useTransaction(transactionId);
  // A CONTRIBUTION item is named by its kind (docs/decisions/contribution-kinds.md, "Items of a kind").
  const kinds = useContributionKinds().data;
  // A ROTATION item is named by its merry-go-round (docs/decisions/rotations.md, "Paying in").
  const rotations = useRotationNames(
    detail.data?.transaction_types.some((item) => item.type === 'ROTATION') ?? false,
  );
  const notice = (useLocation().state as NoticeState | null)?.notice;
  if (detail.isPending) return <Loading>Loading transaction...</Loading>;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return <Alert>{missing ? TRANSACTION_NOT_FOUND : DETAILS_FAILED}</Alert>;
  }
  const { transaction, transaction_types: items } = detail.data;
  return (
    <div className="space-y-6">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <TransactionSummary transaction={transaction} />
      {isAdmin ? <ReverseAction transaction={{ ...transaction, transaction_types: items }} /> : null}
      <ReversalPanel
        transaction={{ ...transaction, transaction_types: items }}
        canReenter={isAdmin}
        kinds={kinds}
        rotations={rotations}
      />
      {items.length === 0 ? (
        <Alert tone="info">{NO_ITEMS}</Alert>
      ) : (
        <ItemsSection
          transaction={{ ...transaction, transaction_types: items }}
          isAdmin={isAdmin}
          kinds={kinds}
          rotations={rotations}
        />
      )}
      <HistoryPanel subject={{ entity: 'transaction', entityId: transaction.id }} />
    </div>
  );
}

function ItemsSection({
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

  return (
    <section aria-labelledby="items-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="items-heading" className="text-base font-semibold text-slate-900">
          Items
        </h2>
        {isAdmin ? (
          <div className="flex flex-wrap items-end gap-3 max-sm:w-full">
            {pending.length > 0 ? (
              <MoneyAccountSelect
                label="Received into"
                value={account}
                onChange={setAccount}
                className="min-w-48 max-sm:flex-1"
              />
            ) : null}
            <Button onClick={approveAll} disabled={pending.length === 0 || busy}>
              {busy ? 'Approving…' : 'Approve All'}
            </Button>
          </div>
        ) : null}
      </div>
      {outcome?.failure ? <Alert>{outcome.failure}</Alert> : null}
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

/**
 * "Reverse" for an official (docs/decisions/reversals.md): offered once every item is decided and one was
 * approved, while the transaction stands; the outcome (done, or sent for approval) is shown above it.
 */
function ReverseAction({ transaction }: { transaction: Transaction }) {
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
            Reverse
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
