import { Link, type LinkProps } from 'react-router';

const styles = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  text: 'text-brand-700 hover:text-brand-900 hover:underline',
};

/** A link that looks like a button (`Add Members`, `Add Saving`): it navigates, so it is a link. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: keyof typeof styles }) {
  const box = variant === 'text' ? 'font-semibold' : 'rounded-lg px-4 py-2 font-semibold';
  return (
    <Link
      className={`inline-flex items-center justify-center gap-2 text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${box} ${styles[variant]} ${className}`}
      {...props}
    />
  );
}
