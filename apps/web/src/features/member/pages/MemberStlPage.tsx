import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { MyShortTermLoan } from '../components/MyShortTermLoan';

/**
 * /member-stl: the member's short-term loan, its schedule and its repayments
 * (docs/spec/screens.md, "Routes").
 */
export function MemberStlPage() {
  return (
    <>
      <PageHeader
        title="My Short Term Loan"
        actions={<ButtonLink to="/new-member-transaction">Make a repayment</ButtonLink>}
      >
        What you owe, when it falls due, and what you have repaid. Amounts in KES.
      </PageHeader>
      <WithUserId>{(userId) => <MyShortTermLoan userId={userId} withDetails />}</WithUserId>
    </>
  );
}
