import { formatPercent, type ShareOutPreview } from '@links/domain';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { SharesChart } from './SharesChart';
import { SharesTable } from './SharesTable';
import { methodLabel, periodLabel } from './terms';

/** What a commit would post: the key figures, the shares as bars, and every member's line. */
export function PreviewResult({ preview }: { preview: ShareOutPreview }) {
  const { t } = useTranslation();
  const basisNote =
    preview.method === 'proportional'
      ? t('shareout.preview.proportionalBasis')
      : t('shareout.preview.timeWeightedBasis');
  return (
    <section aria-label={t('shareout.preview.label')} className="space-y-6">
      <Card title={t('shareout.preview.title', { period: periodLabel(preview) })} description={basisNote}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <MoneyStat label={t('shareout.preview.toShare')} kes={preview.distributable} emphasis />
          <Stat label={t('shareout.terms.method')}>{methodLabel(t, preview.method)}</Stat>
          <Stat label={t('shareout.preview.withheld', { rate: formatPercent(preview.withholding_rate) })}>
            <Money cents={kesToCents(preview.total_withholding)} currency />
          </Stat>
          <MoneyStat label={t('shareout.preview.paidToMembers')} kes={preview.total_net} />
        </dl>
      </Card>
      <Card title={t('shareout.preview.shares')}>
        <SharesChart members={preview.members} />
      </Card>
      <SharesTable shareOut={preview} label={t('shareout.preview.label')} />
    </section>
  );
}
