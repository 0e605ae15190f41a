import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { PayWithMpesaButton } from '../../mpesa-pay';
import { MyShortTermLoan } from '../components/MyShortTermLoan';

/**
 * /member-stl: the member's short-term loan, its schedule and its repayments
 * (docs/spec/screens.md, "Routes"), with "Pay with M-Pesa" (docs/decisions/daraja.md, "Pay with M-Pesa")
 * beside recording a repayment made otherwise.
 */
export function MemberStlPage() {
  return (
    <>
      <PageHeader
        title="My Short Term Loan"
        actions={
          <>
            <PayWithMpesaButton />
            <ButtonLink to="/new-member-transaction" variant="secondary">
              Make a repayment
            </ButtonLink>
          </>
        }
      >
        What you owe, when it falls due, and what you have repaid. Amounts in KES.
      </PageHeader>
      <WithUserId>{(userId) => <MyShortTermLoan userId={userId} withDetails />}</WithUserId>
    </>
  );
}
