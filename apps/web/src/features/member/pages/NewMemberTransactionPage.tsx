import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { MemberTransactionForm } from '../../transactions';

/**
 * /new-member-transaction: a member submits their own payment (docs/spec/screens.md, "Routes";
 * docs/spec/roles.md, "Admin and member").
 */
export function NewMemberTransactionPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('member.transactions.new')}
        link={{ to: '/member-transactions', label: t('member.transactions.back') }}
      >
        {t('member.transactions.newIntro')}
      </PageHeader>
      <WithUserId>
        {(userId) => (
          <Card className="max-w-3xl">
            <MemberTransactionForm userId={userId} />
          </Card>
        )}
      </WithUserId>
    </>
  );
}
