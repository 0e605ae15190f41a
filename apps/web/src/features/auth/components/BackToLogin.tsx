import { Link } from 'react-router';

/** The way back to the sign-in page, under the forms of the pages one reaches from it. */
export function BackToLogin({ className = '' }: { className?: string }) {
  return (
    <p className={`text-center text-sm ${className}`}>
      <Link to="/login" className="font-semibold text-brand-700 underline">
        Back to sign in
      </Link>
    </p>
  );
}
