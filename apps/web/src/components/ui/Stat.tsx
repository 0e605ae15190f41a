import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { kesToCents } from '../../lib/money';
import { Card } from './Card';
import { Money } from './Money';

/** One labelled figure of a summary (`dl` > Stat): the label small and grey, the value bold. */
export function Stat({
  label,
  children,
  emphasis = false,
  className = '',
}: {
  label: string;
  children: ReactNode;
  emphasis?: boolean;
  /** The group's own place in the `dl`'s grid (a `dl` holds its `dt`/`dd` groups directly). */
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd
        className={`mt-1 truncate font-semibold text-slate-900 ${emphasis ? 'text-xl text-brand-800' : 'text-base'}`}
      >
        {children}
      </dd>
    </div>
  );
}

/** A KES figure of a summary, to the cent and followed by KES. */
export function MoneyStat({
  label,
  kes,
  emphasis,
  className,
}: {
  label: string;
  kes: number;
  emphasis?: boolean;
  className?: string;
}) {
  return (
    <Stat label={label} emphasis={emphasis} className={className}>
      <Money cents={kesToCents(kes)} currency />
    </Stat>
  );
}

/** A period's opening and closing balances (a cash book, a member's savings), on a card. */
export function PeriodBalances({ opening, closing }: { opening: number; closing: number }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="grid gap-4 sm:grid-cols-2">
        <MoneyStat label={t('common.openingBalance')} kes={opening} />
        <MoneyStat label={t('common.closingBalance')} kes={closing} emphasis />
      </dl>
    </Card>
  );
}
