import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { UserIdMissing } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { useStoredUser } from '../../../lib/useSession';
import { ApplyLoanForm } from '../components/ApplyLoanForm';

/** /apply-loan: a member applies for a loan from their phone (docs/decisions/lending.md). */
export function ApplyLoanPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  if (!user?.users_id) return <UserIdMissing />;
  return (
    <>
      <PageHeader title={t('applications.apply.title')}>{t('applications.apply.intro')}</PageHeader>
      <Card className="max-w-xl">
        <ApplyLoanForm userId={user.users_id} />
      </Card>
    </>
  );
}
