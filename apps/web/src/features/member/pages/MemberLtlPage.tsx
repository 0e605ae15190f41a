import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { PayWithMpesaButton } from '../../mpesa-pay';
import { useUserLoanRows } from '../../transactions';
import { useMemberLoanTotals } from '../api/get-member-loan-totals';
import { FigureCard } from '../components/FigureCard';
import { MemberItemsTable } from '../components/MemberItemsTable';

/**
 * /member-ltl: what the member owes on their long-term loan and their repayments of it
 * (docs/spec/screens.md, "Routes"), and "Pay with M-Pesa" for what is due (docs/decisions/daraja.md,
 * "Pay with M-Pesa").
 */
export function MemberLtlPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('member.ltl.title')} actions={<PayWithMpesaButton />}>
        {t('member.ltl.intro')}
      </PageHeader>
      <WithUserId>{(userId) => <MyLongTermLoan userId={userId} />}</WithUserId>
    </>
  );
}

function MyLongTermLoan({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const totals = useMemberLoanTotals(userId);
  const rows = useUserLoanRows(userId);
  return (
    <>
      <FigureCard
        label={t('member.ltl.due')}
        amount={totals.data?.long_term}
        failure={totals.isError ? t('cards.loansFailed') : undefined}
        testId="member-ltl-due"
      />
      <Loaded query={rows} loading={t('member.ltl.loading')} failed={t('member.ltl.failed')}>
        {(data) => (
          <MemberItemsTable label={t('member.ltl.table')} rows={data.filter((row) => row.type === 'LTL')} />
        )}
      </Loaded>
    </>
  );
}
