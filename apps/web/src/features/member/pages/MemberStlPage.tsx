import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { PayWithMpesaButton } from '../../mpesa-pay';
import { MyShortTermLoan } from '../components/MyShortTermLoan';

/**
 * /member-stl: the member's short-term loan, its schedule and its repayments
 * (docs/spec/screens.md, "Routes"), with "Pay with M-Pesa" (docs/decisions/daraja.md, "Pay with M-Pesa")
 * beside recording a repayment made otherwise.
 */
export function MemberStlPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('member.stl.title')}
        actions={
          <>
            <PayWithMpesaButton />
            <ButtonLink to="/new-member-transaction" variant="secondary">
              {t('member.stl.repay')}
            </ButtonLink>
          </>
        }
      >
        {t('member.stl.intro')}
      </PageHeader>
      <WithUserId>{(userId) => <MyShortTermLoan userId={userId} withDetails />}</WithUserId>
    </>
  );
}
