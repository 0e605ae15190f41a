import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';

/**
 * One headline amount (a member's savings, what they owe), or the card's error message
 * (docs/spec/screens.md, "Summary cards").
 */
export function FigureCard({
  label,
  amount,
  failure,
  testId,
}: {
  label: string;
  /** KES; undefined while loading. */
  amount: number | undefined;
  /** The message to show instead when loading failed; undefined otherwise. */
  failure: string | undefined;
  testId: string;
}) {
  return (
    <div className="mb-6 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:max-w-xs">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      {failure ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {failure}
        </p>
      ) : (
        <p className="mt-1 text-2xl font-bold text-brand-800" data-testid={testId}>
          {amount !== undefined ? <Money cents={kesToCents(amount)} currency /> : '…'}
        </p>
      )}
    </div>
  );
}
