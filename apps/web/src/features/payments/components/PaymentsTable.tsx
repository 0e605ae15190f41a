import { formatKenyanPhone, type PaymentView } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { PaymentStatusBadge, sourceLabels } from './labels';

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
        {payment.account_ref ? ` · Acc. ${payment.account_ref}` : ''}
      </p>
    </div>
  );
}

function Member({ payment }: { payment: PaymentView }) {
  if (payment.member_name) {
    return (
      <span>
        {payment.member_name} <span className="text-xs text-slate-500">{payment.member_number}</span>
      </span>
    );
  }
  const first = payment.suggestions[0];
  return first ? <span className="text-xs text-slate-500">Maybe {first.name}</span> : <span>—</span>;
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
  const action = (payment: PaymentView, kind: PaymentAction, label: string) => (
    <button type="button" className={actionClass} onClick={() => onAction(payment, kind)}>
      {label}
      <span className="sr-only"> {payment.receipt}</span>
    </button>
  );
  const columns: Column<PaymentView>[] = [
    {
      header: 'Receipt',
      cell: (p) => <span className="font-medium text-slate-900 tabular">{p.receipt || '—'}</span>,
    },
    { header: 'Date', cell: (p) => <span className="whitespace-nowrap">{formatDate(p.paid_on)}</span> },
    { header: 'Source', cell: (p) => <span className="whitespace-nowrap">{sourceLabels[p.source]}</span> },
    { header: 'Payer', cell: (p) => <Payer payment={p} /> },
    { header: 'Amount', align: 'right', cell: (p) => <Money cents={kesToCents(p.amount)} /> },
    { header: 'Member', cell: (p) => <Member payment={p} /> },
    { header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    {
      header: 'Actions',
      align: 'right',
      cell: (p) => (
        <div className="flex flex-wrap justify-end gap-1">
          {p.status === 'Unmatched' ? action(p, 'assign', 'Assign') : null}
          {p.status === 'Pending approval'
            ? action(p, 'approve', p.can_approve ? 'Approve' : 'Review')
            : null}
          {p.status === 'Unmatched' || p.status === 'Pending approval' ? action(p, 'ignore', 'Ignore') : '—'}
        </div>
      ),
    },
  ];
  return (
    <Table
      label="Incoming payments"
      columns={columns}
      rows={payments}
      serverPaging={{ page, pages, onPageChange }}
      emptyText="No payments found"
      wide
    />
  );
}
