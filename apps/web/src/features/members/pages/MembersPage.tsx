import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { MembersList } from '../components/MembersList';

/**
 * /members, for admins (docs/spec/screens.md, "Member lists"; docs/spec/errors.md, "Loading": a failed
 * load).
 */
export function MembersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('members.title')}
        actions={
          <ChangesGroup>
            <ButtonLink to="/add-member">{t('members.add')}</ButtonLink>
          </ChangesGroup>
        }
      >
        {t('members.intro')}
      </PageHeader>
      <MembersList admin failed={t('members.failed')} />
    </>
  );
}
