import { Link } from 'react-router';
import { hasKnownRole, screensOf } from '../lib/session';
import { useStoredUser } from '../lib/useSession';

export function NotFoundPage() {
  const user = useStoredUser();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">There is no page at this address.</p>
      <Link
        to={hasKnownRole(user) && screensOf(user) === 'admin' ? '/' : '/member'}
        className="mt-6 inline-block font-semibold text-brand-700 underline"
      >
        Back to home
      </Link>
    </div>
  );
}
