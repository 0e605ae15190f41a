import { kesToCents } from '@links/domain';
import { Trans } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { formatDate, formatDay } from '../../../lib/format';
import type { Transaction } from '../api/types';
import { itemLabel, type NamedKind } from './labels';
import { type ReenterState, reenterValues } from './transactionForm';

/**
 * A reversed transaction's two sides (docs/decisions/reversals.md, "Contra entries"): each approved item as it
 * came in and as the reversal took it back, the day and the reason; "Re-enter" for an official opens the
 * payment form filled with its values. The sentence writes the day in prose, the table in figures
 * (docs/decisions/formats.md, "Dates").
 */
export function ReversalPanel({
  transaction,
  canReenter,
  kinds = [],
  rotations = [],
}: {
  transaction: Transaction;
  canReenter: boolean;
  /** The group's kinds of contribution, to name a `CONTRIBUTION` item by its kind. */
  kinds?: readonly NamedKind[] | undefined;
  /** The group's merry-go-rounds, to name a `ROTATION` item by its merry-go-round. */
  rotations?: readonly NamedKind[] | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reversal = transaction.reversal;
  if (!reversal) return null;
  const items = transaction.transaction_types.filter((item) => item.status === 'Approved');
  const reenter = () => {
    const state: ReenterState = { reenter: reenterValues(transaction) };
    void navigate('/add-transaction', { state });
  };
  return (
    <Card title={t('transactions.reversal.title')}>
      <div className="space-y-4" data-testid="reversal-panel">
        <p className="text-sm text-slate-700">
          <Trans
            i18nKey={msg('transactions.reversal.reversedOn')}
            values={{ date: formatDate(reversal.date), reason: reversal.reason }}
            components={{ 1: <strong /> }}
          />
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="py-2 pr-3 font-medium">{t('transactions.reversal.entry')}</th>
                <th className="py-2 pr-3 font-medium">{t('transactions.reversal.date')}</th>
                <th className="py-2 pr-3 font-medium max-sm:hidden">{t('transactions.reversal.item')}</th>
                <th className="py-2 text-right font-medium">{t('transactions.reversal.amount')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.flatMap((item) => [
                <tr key={`in-${item.id}`}>
                  <td className="py-2 pr-3">{t('transactions.statuses.approved')}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDay(transaction.transaction_date)}</td>
                  <td className="py-2 pr-3 max-sm:hidden">{itemLabel(t, item, kinds, rotations)}</td>
                  <td className="py-2 text-right">
                    <Money cents={kesToCents(item.amount)} />
                  </td>
                </tr>,
                <tr key={`out-${item.id}`} className="text-slate-600">
                  <td className="py-2 pr-3">{t('transactions.statuses.reversed')}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDay(reversal.date)}</td>
                  <td className="py-2 pr-3 max-sm:hidden">{itemLabel(t, item, kinds, rotations)}</td>
                  <td className="py-2 text-right">
                    −<Money cents={kesToCents(item.amount)} />
                  </td>
                </tr>,
              ])}
            </tbody>
          </table>
        </div>
        {canReenter ? (
          <Button variant="secondary" onClick={reenter} className="max-sm:w-full">
            {t('transactions.reversal.reenter')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
