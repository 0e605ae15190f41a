import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';

/** The way back to the sign-in page, under the forms of the pages one reaches from it. */
export function BackToLogin({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`text-center text-sm ${className}`}>
      <Link to="/login" className="font-semibold text-brand-700 underline">
        {t('auth.backToLogin')}
      </Link>
    </p>
  );
}
