import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useStoredUser } from '../../../lib/useSession';
import { HistoryPanel } from '../../audit';
import { useContributionKinds } from '../../contributions';
import { useRotationNames } from '../../rotations';
import { useTransaction } from '../api/get-transaction';
import { ItemsSection } from '../components/ItemsSection';
import { ReversalPanel } from '../components/ReversalPanel';
import { ReverseAction } from '../components/ReverseAction';
import { TransactionSummary } from '../components/TransactionSummary';

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
  const { t } = useTranslation();
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
        title={t('transactions.details.title')}
        link={{
          to: adminScreens ? '/transactions' : '/member-transactions',
          label: t('transactions.details.back'),
        }}
      >
        {t('transactions.details.intro')}
      </PageHeader>
      {valid ? (
        <TransactionDetails transactionId={transactionId} isAdmin={isAdmin} />
      ) : (
        <Alert>{t('transactions.details.notFound')}</Alert>
      )}
    </>
  );
}

function TransactionDetails({ transactionId, isAdmin }: { transactionId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const detail = useTransaction(transactionId);
  // A CONTRIBUTION item is named by its kind (docs/decisions/contribution-kinds.md, "Items of a kind").
  const kinds = useContributionKinds().data;
  // A ROTATION item is named by its merry-go-round (docs/decisions/rotations.md, "Paying in").
  const rotations = useRotationNames(
    detail.data?.transaction_types.some((item) => item.type === 'ROTATION') ?? false,
  );
  const notice = (useLocation().state as NoticeState | null)?.notice;
  if (detail.isPending) return <Loading>{t('transactions.details.loading')}</Loading>;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return <Alert>{missing ? t('transactions.details.notFound') : t('transactions.details.failed')}</Alert>;
  }
  const { transaction, transaction_types: items } = detail.data;
  const whole = { ...transaction, transaction_types: items };
  return (
    <div className="space-y-6">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <TransactionSummary transaction={transaction} />
      {isAdmin ? <ReverseAction transaction={whole} /> : null}
      <ReversalPanel transaction={whole} canReenter={isAdmin} kinds={kinds} rotations={rotations} />
      {items.length === 0 ? (
        <Alert tone="info">{t('transactions.details.noItems')}</Alert>
      ) : (
        <ItemsSection transaction={whole} isAdmin={isAdmin} kinds={kinds} rotations={rotations} />
      )}
      <HistoryPanel subject={{ entity: 'transaction', entityId: transaction.id }} />
    </div>
  );
}
