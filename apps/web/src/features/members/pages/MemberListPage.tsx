import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { MembersList } from '../components/MembersList';

/**
 * /list-member, for members: full name and role only (docs/spec/screens.md, "Member lists";
 * docs/spec/errors.md, "Loading" `Could not load users`).
 */
export function MemberListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('members.listTitle')}>{t('members.listIntro')}</PageHeader>
      <MembersList admin={false} failed={t('members.listFailed')} />
    </>
  );
}
