import { type ContributionKindView, formatKES } from '@links/domain';
import { Trans } from 'react-i18next';
import { msg, useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';

/** `KES 12,000.00`. */
export const kes = (value: number) => formatKES(kesToCents(value));

/**
 * One fund at the head of its claims (docs/decisions/fund-claims.md, "The fund's screen"): what it
 * holds, and the types of claim it pays with the most one claim of each may be ("Claim types").
 */
export function FundSummary({ fund }: { fund: ContributionKindView }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={fund.name}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-lg font-semibold text-slate-900">
        <Trans
          i18nKey={msg('fundClaims.summary.holds')}
          values={{ name: fund.name, amount: kes(fund.balance) }}
          components={{ 1: <span className="whitespace-nowrap" /> }}
        />
      </p>
      {fund.active ? null : <p className="text-sm text-slate-500">{t('fundClaims.summary.closed')}</p>}
      {fund.claim_types.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-600">{t('fundClaims.summary.pays')}</h3>
          <ul aria-label={t('fundClaims.summary.types')} className="mt-2 flex flex-wrap gap-2">
            {fund.claim_types.map((type) => (
              <li
                key={type.name}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100"
              >
                {type.name}{' '}
                <span className="text-slate-500">
                  {t('fundClaims.summary.upTo', { amount: kes(type.limit) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t('fundClaims.summary.anyKind')}</p>
      )}
    </section>
  );
}
