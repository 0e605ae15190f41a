import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { PayWithMpesaButton } from '../../mpesa-pay';
import { useUserLoanRows } from '../../transactions';
import { useMemberLoanTotals } from '../api/get-member-loan-totals';
import { FigureCard } from '../components/FigureCard';
import { MemberItemsTable } from '../components/MemberItemsTable';

export const MY_LOAN_ROWS_FAILED = 'Failed to load your loan transactions';

/**
 * /member-ltl: what the member owes on their long-term loan and their repayments of it
 * (docs/spec/screens.md, "Routes"), and "Pay with M-Pesa" for what is due (docs/decisions/daraja.md,
 * "Pay with M-Pesa").
 */
export function MemberLtlPage() {
  return (
    <>
      <PageHeader title="My Long Term Loan" actions={<PayWithMpesaButton />}>
        What you owe on your long-term loan and your repayments. Amounts in KES.
      </PageHeader>
      <WithUserId>{(userId) => <MyLongTermLoan userId={userId} />}</WithUserId>
    </>
  );
}

function MyLongTermLoan({ userId }: { userId: number }) {
  const totals = useMemberLoanTotals(userId);
  const rows = useUserLoanRows(userId);
  return (
    <>
      <FigureCard
        label="Long-term amount due"
        amount={totals.data?.long_term}
        failure={totals.isError ? 'Error fetching total outstanding loans' : undefined}
        testId="member-ltl-due"
      />
      <Loaded query={rows} loading="Loading loan transactions..." failed={MY_LOAN_ROWS_FAILED}>
        {(data) => (
          <MemberItemsTable label="Loan repayments" rows={data.filter((row) => row.type === 'LTL')} />
        )}
      </Loaded>
    </>
  );
}
