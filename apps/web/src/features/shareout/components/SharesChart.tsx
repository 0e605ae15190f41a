import { formatKES, type ShareOutMemberLine } from '@links/domain';
import { ChartFrame } from '../../../components/ui/ChartFrame';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';

const ROW = 40;
const AMOUNT_WIDTH = 96;

/**
 * Each member's share as a horizontal bar, in plain SVG (no chart library): the name above its bar
 * and the amount at the right. The figures to the cent are in the table beside it.
 */
export function SharesChart({ members }: { members: readonly ShareOutMemberLine[] }) {
  const { t } = useTranslation();
  const shown = members.filter((member) => member.share > 0);
  const largest = Math.max(0, ...shown.map((member) => member.share));
  return (
    <ChartFrame
      label={t('shareout.preview.chart')}
      height={shown.length * ROW}
      className="block"
      draw={(width) => {
        const barArea = Math.max(0, width - AMOUNT_WIDTH - 8);
        return shown.map((member, index) => {
          const y = index * ROW;
          const bar = largest > 0 ? Math.max(2, (member.share / largest) * barArea) : 0;
          const amount = formatKES(kesToCents(member.share));
          return (
            <g key={member.user_id}>
              <title>{`${member.name}: ${amount}`}</title>
              <text x={0} y={y + 12} className="fill-slate-700 text-[12px]">
                {member.name}
              </text>
              <rect x={0} y={y + 18} width={bar} height={14} rx={3} className="fill-brand-600" />
              <text x={width} y={y + 29} textAnchor="end" className="fill-slate-600 text-[12px] tabular">
                {amount}
              </text>
            </g>
          );
        });
      }}
    />
  );
}
