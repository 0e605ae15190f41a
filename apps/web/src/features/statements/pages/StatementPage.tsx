import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { StatementView } from '../components/StatementView';

/** /statement: the signed-in member's own statement. */
export function MyStatementPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('statements.title')}>{t('statements.intro')}</PageHeader>
      <WithUserId>{(userId) => <StatementView userId={userId} />}</WithUserId>
    </>
  );
}

/** /statement/:userId (admin, or the member themself): a member's statement. */
export function MemberStatementPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  return (
    <>
      <PageHeader
        title={t('statements.memberTitle')}
        link={{ to: '/accounts', label: t('statements.backToAccounts') }}
      >
        {t('statements.intro')}
      </PageHeader>
      {valid ? <StatementView userId={userId} /> : <Alert>{t('statements.memberNotFound')}</Alert>}
    </>
  );
}
