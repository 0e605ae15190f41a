import { formatKenyanPhone, fullName, type PayoutStatus, type PayoutView } from '@links/domain';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/Button';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { payoutStatusOf } from './payoutLabels';

const statusTone: Record<PayoutStatus, string> = {
  Pending: 'bg-amber-100 text-amber-800',
  Sent: 'bg-sky-100 text-sky-800',
  Completed: 'bg-emerald-100 text-emerald-800',
  Failed: 'bg-red-100 text-red-800',
};

/** What an official may do with a payout still owed (`can_send`); absent for a member and the auditor. */
export interface PayoutActions {
  onSend: (payout: PayoutView) => void;
  onByHand: (payout: PayoutView) => void;
}

function StatusCell({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span
        data-testid="payout-status"
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[payout.status]}`}
      >
        {payoutStatusOf(t, payout.status)}
      </span>
      {payout.status === 'Sent' ? (
        <span className="text-xs text-slate-500">{t('payouts.table.waiting')}</span>
      ) : null}
    </span>
  );
}

/**
 * Safaricom's receipt once it was sent, "Paid by hand" with the note, or the reason it failed or is
 * in doubt (docs/decisions/payouts.md, "Sending", "Paid by hand").
 */
function OutcomeCell({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation();
  if (payout.receipt) return <span className="font-mono text-xs text-slate-900">{payout.receipt}</span>;
  if (payout.method === 'hand' && payout.status === 'Completed') {
    return (
      <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
        <span>{t('payouts.table.paidByHand')}</span>
        {payout.note ? <span className="text-xs text-slate-500">{payout.note}</span> : null}
      </span>
    );
  }
  if (!payout.reason) return null;
  return (
    <span className={`text-xs ${payout.status === 'Failed' ? 'text-red-700' : 'text-slate-500'}`}>
      {payout.reason}
    </span>
  );
}

/** The day it was owed, and the day it was paid once it was, as tables write days (docs/decisions/formats.md, "Dates"). */
function DateCell({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-0.5 whitespace-nowrap md:items-start">
      <span>{formatDay(payout.created_at)}</span>
      {payout.completed_at ? (
        <span className="text-xs text-slate-500">
          {t('payouts.table.paidOn', { date: formatDay(payout.completed_at) })}
        </span>
      ) : null}
    </span>
  );
}

function ActionsCell({ payout, actions }: { payout: PayoutView; actions: PayoutActions }) {
  const { t } = useTranslation();
  if (!payout.can_send) return null;
  const who = fullName(payout);
  return (
    <span className="flex flex-wrap justify-end gap-2 md:justify-start">
      <Button
        className="whitespace-nowrap px-3 py-1"
        aria-label={t('payouts.table.sendTo', { name: who })}
        onClick={() => actions.onSend(payout)}
      >
        {t('payouts.table.send')}
      </Button>
      <Button
        variant="secondary"
        className="whitespace-nowrap px-3 py-1"
        aria-label={t('payouts.table.byHandTo', { name: who })}
        onClick={() => actions.onByHand(payout)}
      >
        {t('payouts.table.paidByHand')}
      </Button>
    </span>
  );
}

/** The columns: the member when the list is everyone's, Send and Paid by hand with `actions` (officials). */
export function payoutColumns(
  t: TFunction,
  everyone: boolean,
  actions?: PayoutActions,
): Column<PayoutView>[] {
  return [
    ...(everyone ? [{ header: t('payouts.table.member'), cell: (p: PayoutView) => fullName(p) }] : []),
    { header: t('payouts.table.whatFor'), cell: (p) => p.description },
    {
      header: t('payouts.table.amount'),
      cell: (p) => <Money cents={kesToCents(p.amount)} />,
      align: 'right',
    },
    { header: t('payouts.table.status'), cell: (p) => <StatusCell payout={p} /> },
    {
      header: t('payouts.table.phone'),
      cell: (p) => (p.phone ? <span className="whitespace-nowrap">{formatKenyanPhone(p.phone)}</span> : '—'),
    },
    { header: t('payouts.table.outcome'), cell: (p) => <OutcomeCell payout={p} /> },
    { header: t('payouts.table.date'), cell: (p) => <DateCell payout={p} /> },
    ...(actions
      ? [
          {
            header: t('payouts.table.actions'),
            cell: (p: PayoutView) => <ActionsCell payout={p} actions={actions} />,
          },
        ]
      : []),
  ];
}

/**
 * The payouts of one server page (docs/decisions/payouts.md, "Lists"): `everyone` (officials and the
 * auditor) adds the member; `actions` (officials) Send by M-Pesa and Paid by hand on one still owed.
 */
export function PayoutsTable({
  page,
  everyone,
  actions,
  emptyText,
}: {
  page: PagedRows<PayoutView>;
  everyone: boolean;
  actions?: PayoutActions | undefined;
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('payouts.table.label')}
      columns={payoutColumns(t, everyone, actions)}
      rows={page.rows}
      rowKey={(p) => p.payout_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide={everyone}
    />
  );
}
