import { type StkDue, sumCents } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';

type Part = StkDue['parts'][number];

/** Each part's words by its kind; a kind this screen does not know yet shows the server's label. */
const partWords = {
  long_term: msg('mpesaPay.due.longTerm'),
  short_term: msg('mpesaPay.due.shortTerm'),
  fines: msg('mpesaPay.due.fines'),
  savings: msg('mpesaPay.due.savings'),
} as const satisfies Record<Part['kind'], string>;

/**
 * What the member owes now, each part with its label and the total the amount starts at
 * (docs/decisions/daraja.md, "What is due"): the total is rounded up to whole shillings, as M-Pesa
 * takes no cents.
 */
export function DueSummary({ due }: { due: StkDue }) {
  const { t } = useTranslation();
  if (due.parts.length === 0 || due.amount <= 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{t('mpesaPay.due.nothing')}</p>
    );
  }
  const parts = sumCents(due.parts.map((part) => kesToCents(part.amount)));
  const rounded = parts !== kesToCents(due.amount);
  const labelOf = (part: Part) =>
    Object.hasOwn(partWords, part.kind) ? t(partWords[part.kind]) : part.label;
  return (
    <section aria-labelledby="stk-due-heading" className="rounded-lg border border-slate-200 px-3 py-2">
      <h3 id="stk-due-heading" className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {t('mpesaPay.due.heading')}
      </h3>
      <dl className="mt-1 divide-y divide-slate-100 text-sm" data-testid="stk-due">
        {due.parts.map((part) => (
          <div
            key={`${part.kind}-${part.label}`}
            className="flex items-baseline justify-between gap-3 py-1.5"
          >
            <dt className="min-w-0 text-slate-700">{labelOf(part)}</dt>
            <dd>
              <Money cents={kesToCents(part.amount)} currency className="text-slate-900" />
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 py-1.5 font-semibold">
          <dt className="text-slate-900">{t('mpesaPay.due.total')}</dt>
          <dd>
            <Money cents={kesToCents(due.amount)} currency className="text-slate-900" />
          </dd>
        </div>
      </dl>
      {rounded ? <p className="pb-1 text-xs text-slate-500">{t('mpesaPay.due.rounded')}</p> : null}
    </section>
  );
}
