import type { RotationView } from '@links/domain';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { formatDate } from '../../../lib/format';
import { everyLabel } from './rotation-labels';

/**
 * How the order came to be (docs/decisions/rotations.md, "The order"): a drawn order shows its seed,
 * from which any member can draw it again; an order the officials gave says so.
 */
export function SeedNote({ seed }: { seed: string | null }) {
  if (!seed) {
    return <p className="text-sm text-slate-600">The officials set the order when they started it.</p>;
  }
  return (
    <p className="text-sm text-slate-600">
      Drawn at random from seed{' '}
      <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{seed}</code>: anyone can
      draw it again from the seed and the members.
    </p>
  );
}

/** The rotation's terms: what each member pays, how often, from when, and where the pots come from. */
export function RotationSummary({ rotation }: { rotation: RotationView }) {
  // What each round is to collect, as the server counts it.
  const pot = rotation.rounds[0]?.expected ?? 0;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <MoneyStat label="Per member" kes={rotation.amount_per_member} />
        <MoneyStat label="Each pot" kes={pot} />
        <Stat label="How often">{everyLabel[rotation.every]}</Stat>
        <Stat label="Starts">{formatDate(rotation.start_date)}</Stat>
      </dl>
      <p className="text-sm text-slate-600">
        {rotation.members.length} members; the pots are paid out of {rotation.account_name}.
      </p>
      <SeedNote seed={rotation.seed} />
    </div>
  );
}
