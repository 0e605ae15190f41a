import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { msg, useTranslation } from '../../../i18n';

const links = [
  {
    to: '/member-savings',
    label: msg('home.mySavings'),
    icon: <path d="M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6" strokeLinecap="round" />,
  },
  {
    to: '/member-ltl',
    label: msg('home.myLoans'),
    icon: <path d="M3 21h18M5 21V10l7-6 7 6v11M9 21v-6h6v6" strokeLinecap="round" strokeLinejoin="round" />,
  },
  {
    to: '/member-transactions',
    label: msg('home.transactions'),
    icon: <path d="M7 7h13l-4-4M17 17H4l4 4" strokeLinecap="round" strokeLinejoin="round" />,
  },
];

/**
 * docs/spec/screens.md, "Member dashboard": on mobile (768 px and below) the dashboard links My Savings, My
 * Loans and Transactions.
 */
export function MemberQuickLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.quickLinks')} className="md:hidden">
      <ul className="grid grid-cols-3 gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-3 text-center text-sm font-semibold wrap-anywhere text-slate-800 shadow-sm transition hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon size={20}>{link.icon}</Icon>
              </span>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
