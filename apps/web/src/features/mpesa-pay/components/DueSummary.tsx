import { type StkDue, sumCents } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';

export const NOTHING_DUE = 'Nothing is due now; you can still pay any amount.';

/**
 * What the member owes now, each part with its label and the total the amount starts at
 * (docs/decisions/daraja.md, "What is due"): the total is rounded up to whole shillings, as M-Pesa
 * takes no cents.
 */
export function DueSummary({ due }: { due: StkDue }) {
  if (due.parts.length === 0 || due.amount <= 0) {
    return <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{NOTHING_DUE}</p>;
  }
  const parts = sumCents(due.parts.map((part) => kesToCents(part.amount)));
  const rounded = parts !== kesToCents(due.amount);
  return (
    <section aria-labelledby="stk-due-heading" className="rounded-lg border border-slate-200 px-3 py-2">
      <h3 id="stk-due-heading" className="text-xs font-medium uppercase tracking-wide text-slate-500">
        What is due
      </h3>
      <dl className="mt-1 divide-y divide-slate-100 text-sm" data-testid="stk-due">
        {due.parts.map((part) => (
          <div
            key={`${part.kind}-${part.label}`}
            className="flex items-baseline justify-between gap-3 py-1.5"
          >
            <dt className="min-w-0 text-slate-700">{part.label}</dt>
            <dd>
              <Money cents={kesToCents(part.amount)} currency className="text-slate-900" />
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 py-1.5 font-semibold">
          <dt className="text-slate-900">Total</dt>
          <dd>
            <Money cents={kesToCents(due.amount)} currency className="text-slate-900" />
          </dd>
        </div>
      </dl>
      {rounded ? (
        <p className="pb-1 text-xs text-slate-500">Rounded up to whole shillings: M-Pesa takes no cents.</p>
      ) : null}
    </section>
  );
}
