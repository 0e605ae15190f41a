import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { MyShortTermLoan } from '../components/MyShortTermLoan';

/**
 * /mermber-short-loan (spelled so, docs/spec/screens.md, "Summary cards"): the page titled Short Term Loan.
 * The spec's placeholder now shows the member's real short-term loan summary, as /member-stl does.
 */
export function MemberShortLoanPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('member.shortLoan.title')}
        link={{ to: '/member-stl', label: t('member.shortLoan.details') }}
      >
        {t('member.shortLoan.intro')}
      </PageHeader>
      <WithUserId>{(userId) => <MyShortTermLoan userId={userId} withDetails={false} />}</WithUserId>
    </>
  );
}
