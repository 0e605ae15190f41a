import { type ContributionKindView, formatKES } from '@links/domain';
import { kesToCents } from '../../../lib/money';

const kes = (value: number) => formatKES(kesToCents(value));

/** `The Welfare fund holds KES 12,000.00`: what a fund holds today, its kind's balance. */
export const holdsText = (fund: Pick<ContributionKindView, 'name' | 'balance'>) =>
  `The ${fund.name} holds ${kes(fund.balance)}`;

/** A claim type as the form offers it: `Hospital (up to KES 5,000.00)`. */
export const claimTypeLabel = (type: { name: string; limit: number }) =>
  `${type.name} (up to ${kes(type.limit)})`;

/**
 * One fund at the head of its claims (docs/decisions/fund-claims.md, "The fund's screen"): what it
 * holds, and the types of claim it pays with the most one claim of each may be ("Claim types").
 */
export function FundSummary({ fund }: { fund: ContributionKindView }) {
  return (
    <section
      aria-label={fund.name}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-lg font-semibold text-slate-900">
        The {fund.name} holds <span className="whitespace-nowrap">{kes(fund.balance)}</span>
      </p>
      {fund.active ? null : (
        <p className="text-sm text-slate-500">
          Closed to new money: it still pays claims from what it holds.
        </p>
      )}
      {fund.claim_types.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-600">Claims it pays</h3>
          <ul aria-label="Claim types" className="mt-2 flex flex-wrap gap-2">
            {fund.claim_types.map((type) => (
              <li
                key={type.name}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100"
              >
                {type.name} <span className="text-slate-500">up to {kes(type.limit)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-500">It pays claims of any kind, up to what it holds.</p>
      )}
    </section>
  );
}
