import type { RotationView } from '@links/domain';
import { Trans } from 'react-i18next';
import { MoneyStat, Stat } from '../../../components/ui/Stat';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { everyLabel } from './rotation-labels';

/**
 * How the order came to be (docs/decisions/rotations.md, "The order"): a drawn order shows its seed,
 * from which any member can draw it again; an order the officials gave says so.
 */
export function SeedNote({ seed }: { seed: string | null }) {
  const { t } = useTranslation();
  if (!seed) {
    return <p className="text-sm text-slate-600">{t('rotations.summary.setByOfficials')}</p>;
  }
  return (
    <p className="text-sm text-slate-600">
      <Trans
        i18nKey={msg('rotations.summary.seed')}
        values={{ seed }}
        components={{
          1: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900" />,
        }}
      />
    </p>
  );
}

/** The rotation's terms: what each member pays, how often, from when, and where the pots come from. */
export function RotationSummary({ rotation }: { rotation: RotationView }) {
  const { t } = useTranslation();
  // What each round is to collect, as the server counts it.
  const pot = rotation.rounds[0]?.expected ?? 0;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <MoneyStat label={t('rotations.summary.perMember')} kes={rotation.amount_per_member} />
        <MoneyStat label={t('rotations.summary.eachPot')} kes={pot} />
        <Stat label={t('rotations.summary.every')}>{everyLabel(t, rotation.every)}</Stat>
        <Stat label={t('rotations.summary.starts')}>{formatDate(rotation.start_date)}</Stat>
      </dl>
      <p className="text-sm text-slate-600">
        {t('rotations.summary.membersAccount', {
          members: rotation.members.length,
          account: rotation.account_name,
        })}
      </p>
      <SeedNote seed={rotation.seed} />
    </div>
  );
}
