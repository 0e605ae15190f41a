import type { MemberShareOut } from '@links/domain';
import { useId } from 'react';
import { MemberShareOutsTable } from '../../shareout';

/** The member's lines of the share-outs paid in the period (docs/share-out.md). */
export function ShareOutsSection({ shareOuts }: { shareOuts: readonly MemberShareOut[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Share-outs
      </h2>
      <MemberShareOutsTable rows={shareOuts} label="Share-outs in this period" />
    </section>
  );
}
