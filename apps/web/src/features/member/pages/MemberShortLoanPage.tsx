import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { MyShortTermLoan } from '../components/MyShortTermLoan';

/**
 * /mermber-short-loan (spelled so, docs/spec/screens.md, "Summary cards"): the page titled Short Term Loan.
 * The spec's placeholder now shows the member's real short-term loan summary, as /member-stl does.
 */
export function MemberShortLoanPage() {
  return (
    <>
      <PageHeader title="Short Term Loan" link={{ to: '/member-stl', label: 'Schedule and repayments' }}>
        Your short-term loan at a glance. Amounts in KES.
      </PageHeader>
      <WithUserId>{(userId) => <MyShortTermLoan userId={userId} withDetails={false} />}</WithUserId>
    </>
  );
}
