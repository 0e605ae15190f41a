import { fullName, type WithdrawalView } from '@links/domain';
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import { PayRejectButtons } from '../../../components/ui/PayRejectButtons';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { withdrawalStatusOf } from './withdrawalLabels';

const statusTone = {
  Requested: 'bg-amber-100 text-amber-800',
  Paid: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-slate-200 text-slate-700',
} as const;

/** What an official may do with a requested withdrawal; absent for a member and the auditor. */
export interface WithdrawalActions {
  today: string;
  onPay: (withdrawal: WithdrawalView) => void;
  onReject: (withdrawal: WithdrawalView) => void;
  busy: boolean;
}

/** The status, and the day it was paid or may be, as tables write days (docs/decisions/formats.md, "Dates"). */
function StatusCell({ w }: { w: WithdrawalView }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[w.status]}`}>
        {withdrawalStatusOf(t, w.status)}
      </span>
      {w.status === 'Paid' && w.paid_on ? (
        <span className="text-xs text-slate-500">
          {t('withdrawals.table.paidOn', { date: formatDay(w.paid_on) })}
        </span>
      ) : null}
      {w.status === 'Requested' ? (
        <span className="text-xs text-slate-500">
          {t('withdrawals.table.payableFrom', { date: formatDay(w.payable_on) })}
        </span>
      ) : null}
      {w.rejection_reason ? <span className="text-xs text-slate-500">{w.rejection_reason}</span> : null}
    </span>
  );
}

function ActionsCell({ w, actions }: { w: WithdrawalView; actions: WithdrawalActions }) {
  const { t } = useTranslation();
  if (w.status !== 'Requested') return null;
  return (
    <PayRejectButtons
      what={t('withdrawals.table.withdrawalOf', { name: fullName(w) })}
      canPay={actions.today >= w.payable_on}
      busy={actions.busy}
      onPay={() => actions.onPay(w)}
      onReject={() => actions.onReject(w)}
    />
  );
}

export function withdrawalColumns(t: TFunction, actions?: WithdrawalActions): Column<WithdrawalView>[] {
  return [
    ...(actions ? [{ header: t('withdrawals.table.member'), cell: (w: WithdrawalView) => fullName(w) }] : []),
    // A day in a table (docs/decisions/formats.md, "Dates").
    { header: t('withdrawals.table.asked'), cell: (w) => formatDay(w.requested_on) },
    {
      header: t('withdrawals.table.amount'),
      cell: (w) => <Money cents={kesToCents(w.amount)} />,
      align: 'right',
    },
    { header: t('withdrawals.table.from'), cell: (w) => w.account_name },
    { header: t('withdrawals.table.reason'), cell: (w) => w.reason },
    { header: t('withdrawals.table.status'), cell: (w) => <StatusCell w={w} /> },
    ...(actions
      ? [
          {
            header: t('withdrawals.table.actions'),
            cell: (w: WithdrawalView) => <ActionsCell w={w} actions={actions} />,
          },
        ]
      : []),
  ];
}

/** The withdrawals of one server page; with `actions` (officials) the member and Pay / Reject. */
export function WithdrawalsTable({
  page,
  actions,
  emptyText,
}: {
  page: PagedRows<WithdrawalView>;
  actions?: WithdrawalActions;
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('withdrawals.table.label')}
      columns={withdrawalColumns(t, actions)}
      rows={page.rows}
      rowKey={(w) => w.withdrawal_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide={Boolean(actions)}
    />
  );
}
