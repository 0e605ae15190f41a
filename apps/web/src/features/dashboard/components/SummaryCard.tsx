import { formatMoney } from '@links/domain';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { msg, useTranslation } from '../../../i18n';
import type { Figure } from './useRevealedFigure';

/** Each card's words (docs/spec/screens.md, "Summary cards"), look and icon. */
const kinds = {
  savings: {
    title: msg('cards.savingsTitle'),
    amountLabel: msg('cards.savingsAmount'),
    card: 'bg-linear-to-br from-brand-700 via-brand-800 to-brand-900',
    glow: 'bg-emerald-300/25',
    label: 'text-brand-100',
    icon: (
      <>
        <path
          d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
          strokeLinecap="round"
        />
        <path d="M21 9h-6a3 3 0 0 0 0 6h6V9Z" strokeLinejoin="round" />
      </>
    ),
  },
  loans: {
    title: msg('cards.loansTitle'),
    amountLabel: msg('cards.loansAmount'),
    card: 'bg-linear-to-br from-slate-700 via-slate-800 to-slate-900',
    glow: 'bg-sky-300/15',
    label: 'text-slate-300',
    icon: (
      <>
        <path d="M3 17l6-6 4 4 8-8" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M15 7h6v6" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
};

/**
 * The look shared by the dashboard summary cards (docs/spec/screens.md, "Summary cards"): a title in
 * capitals, an optional line under it, the amount's label and the amount followed by KES, and the error
 * message under the amount when loading failed.
 */
export function SummaryCard({
  kind,
  subtitle,
  figure,
}: {
  kind: keyof typeof kinds;
  subtitle?: ReactNode;
  figure: Figure;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const style = kinds[kind];
  const { title, amountLabel } = style;
  const loading = figure.state === 'loading';
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      data-testid={`${kind}-card`}
      className={`relative isolate flex min-h-48 flex-col overflow-hidden rounded-2xl p-6 text-white shadow-lg ${style.card}`}
    >
      <div
        aria-hidden
        className={`absolute -top-16 -right-12 -z-10 h-48 w-48 rounded-full blur-2xl ${style.glow}`}
      />
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xs font-bold tracking-[0.2em]">
            {t(title)}
          </h2>
          {subtitle !== undefined ? (
            <p data-testid="card-subtitle" className={`mt-1 truncate text-sm ${style.label}`}>
              {subtitle}
            </p>
          ) : null}
        </div>
        <span aria-hidden className="shrink-0 rounded-xl bg-white/15 p-2.5">
          <Icon size={22} strokeWidth={1.8}>
            {style.icon}
          </Icon>
        </span>
      </div>
      <div className="mt-auto pt-6">
        <p className={`text-xs font-semibold tracking-[0.15em] ${style.label}`}>{t(amountLabel)}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight max-md:text-2xl">
          {loading ? <span className="sr-only">{t('cards.loading')}</span> : null}
          <span
            data-testid="card-amount"
            aria-hidden={loading || undefined}
            className={`tabular ${loading ? 'text-white/60' : ''}`}
          >
            {figureText(figure)}
          </span>
        </p>
        {figure.state === 'failed' ? (
          <p
            role="alert"
            className="mt-2 flex items-center gap-2 rounded-lg bg-white px-2.5 py-1.5 text-sm font-medium text-red-700 shadow-sm"
          >
            <Icon size={16}>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 8v5M12 16.5v.01" strokeLinecap="round" />
            </Icon>
            {figure.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * `12,500.00 KES` (docs/spec/screens.md, "Summary cards": the amount followed by KES); the placeholder as it
 * is.
 */
function figureText(figure: Figure): string {
  if (figure.state === 'ready') return `${formatMoney(figure.cents)} KES`;
  if (figure.state === 'loading') return `${figure.placeholder} KES`;
  return '— KES';
}
