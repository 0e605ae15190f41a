import type { MemberShareOut } from '@links/domain';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { MemberShareOutsTable } from '../../shareout';

/** The member's lines of the share-outs paid in the period (docs/share-out.md). */
export function ShareOutsSection({ shareOuts }: { shareOuts: readonly MemberShareOut[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('statements.shareOuts.title')}
      </h2>
      <MemberShareOutsTable rows={shareOuts} label={t('statements.shareOuts.label')} />
    </section>
  );
}
