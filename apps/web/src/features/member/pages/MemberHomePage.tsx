import type { SessionUser } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { useStoredUser } from '../../../lib/useSession';
import { OverdueNotice } from '../../arrears';
import { MyContributionsCard } from '../../contributions';
import {
  MemberQuickLinks,
  MemberTransactionsTable,
  OutstandingLoansCard,
  SavingsCard,
  SwipeableCards,
} from '../../dashboard';
import { PayWithMpesaButton } from '../../mpesa-pay';
import { MyShareOuts } from '../../shareout';
import { useUserTransactions } from '../../transactions';
import { useMemberLoanTotals } from '../api/get-member-loan-totals';
import { useMemberSavingsTotal } from '../api/get-member-savings-total';

/**
 * /member, the member dashboard (docs/spec/screens.md, "Summary cards"): the welcome line with "Pay with
 * M-Pesa" (docs/decisions/daraja.md, "Pay with M-Pesa"), the member's own totals on swipeable cards, their
 * part of each kind of contribution besides savings (docs/decisions/contribution-kinds.md, "Each member's
 * part"), quick links on mobile, the member's transactions and share-outs. The user id comes from the stored user record (docs/spec/roles.md, "Admin
 * and member"); without it the screen says so (docs/spec/errors.md, "Cards").
 */
export function MemberHomePage() {
  const user = useStoredUser();
  if (!user?.users_id) return <Alert>{USER_ID_MISSING}</Alert>;
  return <MemberDashboard user={{ ...user, users_id: user.users_id }} />;
}

function MemberDashboard({ user }: { user: Partial<SessionUser> & { users_id: number } }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('home.welcome', { name: user.firstname ?? '' }).trim()}
        actions={<PayWithMpesaButton />}
      >
        {t('home.intro')}
      </PageHeader>
      <div className="space-y-6">
        <OverdueNotice userId={user.users_id} />
        <MemberTotals userId={user.users_id} />
        <MyContributionsCard userId={user.users_id} />
        <MemberQuickLinks />
        <MyTransactions userId={user.users_id} />
        <MyShareOuts userId={user.users_id} />
      </div>
    </>
  );
}

/**
 * The member's totals on swipeable cards. Their queries live here, so an answer renders the cards
 * again, not the whole dashboard with its tables.
 */
function MemberTotals({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const savings = useMemberSavingsTotal(userId);
  const loans = useMemberLoanTotals(userId);
  const loansDue = { data: loans.data?.combined_total, error: loans.error, isError: loans.isError };
  return (
    <div className="max-w-xl">
      <SwipeableCards
        label={t('home.totals')}
        slides={[
          { key: 'savings', label: t('home.savingsSlide'), content: <SavingsCard total={savings} /> },
          {
            key: 'loans',
            label: t('home.loansSlide'),
            content: <OutstandingLoansCard total={loansDue} />,
          },
        ]}
      />
    </div>
  );
}

function MyTransactions({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const transactions = useUserTransactions(userId, page);
  return (
    <section aria-labelledby="my-transactions-heading">
      <h2 id="my-transactions-heading" className="mb-3 text-base font-semibold text-slate-900">
        {t('home.myTransactions')}
      </h2>
      <Loaded
        query={transactions}
        loading={t('home.transactionsLoading')}
        failed={t('home.transactionsFailed')}
      >
        {(data) => (
          <MemberTransactionsTable
            rows={data.transactions}
            pagination={data.pagination}
            onPageChange={setPage}
          />
        )}
      </Loaded>
    </section>
  );
}
