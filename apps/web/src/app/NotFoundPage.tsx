import { Link } from 'react-router';
import { useTranslation } from '../i18n';
import { hasKnownRole, screensOf } from '../lib/session';
import { useStoredUser } from '../lib/useSession';

export function NotFoundPage() {
  const user = useStoredUser();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('common.app.notFound')}</h1>
      <p className="mt-2 text-slate-600">{t('common.app.noPageHere')}</p>
      <Link
        to={hasKnownRole(user) && screensOf(user) === 'admin' ? '/' : '/member'}
        className="mt-6 inline-block font-semibold text-brand-700 underline"
      >
        {t('common.app.backHome')}
      </Link>
    </div>
  );
}
