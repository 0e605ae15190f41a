import { formatPercent, type ShareOutPreview, shareOutMethodLabels } from '@links/domain';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { kesToCents } from '../../../lib/money';
import { SharesChart } from './SharesChart';
import { SharesTable } from './SharesTable';
import { periodLabel } from './terms';

/** What a commit would post: the key figures, the shares as bars, and every member's line. */
export function PreviewResult({ preview }: { preview: ShareOutPreview }) {
  const basisNote =
    preview.method === 'proportional'
      ? 'The basis is each member’s savings at the end of the period.'
      : 'The basis is the sum of each member’s savings at the end of every month of the period.';
  return (
    <section aria-label="Share-out preview" className="space-y-6">
      <Card title={`Preview: ${periodLabel(preview)}`} description={basisNote}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <MoneyStat label="To share" kes={preview.distributable} emphasis />
          <Stat label="Method">{shareOutMethodLabels[preview.method]}</Stat>
          <Stat label={`Withheld (${formatPercent(preview.withholding_rate)})`}>
            <Money cents={kesToCents(preview.total_withholding)} currency />
          </Stat>
          <MoneyStat label="Paid to members" kes={preview.total_net} />
        </dl>
      </Card>
      <Card title="Shares">
        <SharesChart members={preview.members} />
      </Card>
      <SharesTable shareOut={preview} label="Share-out preview" />
    </section>
  );
}
