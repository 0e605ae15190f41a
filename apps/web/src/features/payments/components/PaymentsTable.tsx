import { formatKenyanPhone, type PaymentView } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { AccountRef, PaymentStatusBadge, sourceOf } from './labels';

export type PaymentAction = 'assign' | 'approve' | 'ignore';

const actionClass =
  'whitespace-nowrap rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900';

function Payer({ payment }: { payment: PaymentView }) {
  const phone = payment.payer_phone;
  return (
    <div className="min-w-0 max-md:text-right">
      <p className="truncate text-slate-900">{payment.payer_name ?? '—'}</p>
      <p className="truncate text-xs text-slate-500">
        {phone && /^254\d{9}$/.test(phone) ? formatKenyanPhone(phone) : phone}
        <AccountRef payment={payment} />
      </p>
    </div>
  );
}

function Member({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  if (payment.member_name) {
    return (
      <span>
        {payment.member_name} <span className="text-xs text-slate-500">{payment.member_number}</span>
      </span>
    );
  }
  const first = payment.suggestions[0];
  return first ? (
    <span className="text-xs text-slate-500">{t('payments.table.maybe', { name: first.name })}</span>
  ) : (
    <span>—</span>
  );
}

/** /payments: one server page of incoming payments, with what can be done about each. */
export function PaymentsTable({
  payments,
  page,
  pages,
  onPageChange,
  onAction,
}: {
  payments: readonly PaymentView[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  onAction: (payment: PaymentView, action: PaymentAction) => void;
}) {
  const { t } = useTranslation();
  const action = (payment: PaymentView, kind: PaymentAction, label: string) => (
    <button type="button" className={actionClass} onClick={() => onAction(payment, kind)}>
      {label}
      <span className="sr-only"> {payment.receipt}</span>
    </button>
  );
  const columns: Column<PaymentView>[] = [
    {
      header: t('payments.table.receipt'),
      cell: (p) => <span className="font-medium text-slate-900 tabular">{p.receipt || '—'}</span>,
    },
    // A day in a table (docs/decisions/formats.md, "Dates").
    {
      header: t('payments.table.date'),
      cell: (p) => <span className="whitespace-nowrap">{formatDay(p.paid_on)}</span>,
    },
    {
      header: t('payments.table.source'),
      cell: (p) => <span className="whitespace-nowrap">{sourceOf(t, p.source)}</span>,
    },
    { header: t('payments.table.payer'), cell: (p) => <Payer payment={p} /> },
    {
      header: t('payments.table.amount'),
      align: 'right',
      cell: (p) => <Money cents={kesToCents(p.amount)} />,
    },
    { header: t('payments.table.member'), cell: (p) => <Member payment={p} /> },
    { header: t('payments.table.status'), cell: (p) => <PaymentStatusBadge status={p.status} /> },
    {
      header: t('payments.table.actions'),
      align: 'right',
      cell: (p) => (
        <div className="flex flex-wrap justify-end gap-1">
          {p.status === 'Unmatched' ? action(p, 'assign', t('payments.table.assign')) : null}
          {p.status === 'Pending approval'
            ? action(p, 'approve', p.can_approve ? t('payments.table.approve') : t('payments.table.review'))
            : null}
          {p.status === 'Unmatched' || p.status === 'Pending approval'
            ? action(p, 'ignore', t('payments.table.ignore'))
            : '—'}
        </div>
      ),
    },
  ];
  return (
    <Table
      label={t('payments.page.incoming')}
      columns={columns}
      rows={payments}
      serverPaging={{ page, pages, onPageChange }}
      emptyText={t('payments.table.empty')}
      wide
    />
  );
}
