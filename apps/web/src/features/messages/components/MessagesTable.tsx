import {
  type DeliveryView,
  formatKenyanPhone,
  fullName,
  GROUP_TIME_ZONE,
  type MessageView,
} from '@links/domain';
import { Button } from '../../../components/ui/Button';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { CHANNEL_LABELS, HOLDS_A_CODE, kindLabel, STATUS_LABELS, statusTone } from './labels';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const when = (iso: string) => `${formatDate(iso)} ${time(iso)}`;

function Badge({ status }: { status: keyof typeof statusTone }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

function DeliveryLine({ d }: { d: DeliveryView }) {
  return (
    <li className="flex flex-col gap-0.5" data-testid={`delivery-${d.delivery_id}`}>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{CHANNEL_LABELS[d.channel]}</span>
        <Badge status={d.status} />
        <span className="text-xs text-slate-500 break-all">
          {d.channel === 'sms' ? formatKenyanPhone(d.address) : d.address}
        </span>
      </span>
      {d.error ? <span className="text-xs text-red-700">{d.error}</span> : null}
      <span className="text-xs text-slate-500">
        {d.status === 'sent' && d.sent_at ? `Sent ${when(d.sent_at)}` : null}
        {d.status === 'queued' && d.next_attempt_at
          ? `${d.attempts > 0 ? `Tried ${d.attempts}×, next` : 'Next try'} ${when(d.next_attempt_at)}`
          : null}
        {d.status === 'failed' ? `After ${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}` : null}
      </span>
    </li>
  );
}

function Deliveries({ m }: { m: MessageView }) {
  if (m.deliveries.length === 0)
    return <span className="text-xs text-slate-500">In the app’s inbox only</span>;
  return (
    <ul className="space-y-2">
      {m.deliveries.map((d) => (
        <DeliveryLine key={d.delivery_id} d={d} />
      ))}
    </ul>
  );
}

function Text({ m }: { m: MessageView }) {
  return (
    <span className="flex max-w-md flex-col gap-0.5">
      <span className="font-medium text-slate-900">{m.subject}</span>
      <span className="text-xs text-slate-600">{m.secret ? HOLDS_A_CODE : m.sms}</span>
    </span>
  );
}

/** What an official may do with a message; absent for the auditor. */
export interface MessageActions {
  onResend: (message: MessageView) => void;
  busy: boolean;
}

export function messageColumns(actions?: MessageActions): Column<MessageView>[] {
  return [
    { header: 'Member', cell: (m) => fullName(m) },
    { header: 'Left', cell: (m) => when(m.created_at) },
    { header: 'Kind', cell: (m) => kindLabel(m.kind) },
    { header: 'Message', cell: (m) => <Text m={m} /> },
    { header: 'Status', cell: (m) => <Badge status={m.status} /> },
    { header: 'Deliveries', cell: (m) => <Deliveries m={m} /> },
    ...(actions
      ? [
          {
            header: 'Actions',
            cell: (m: MessageView) =>
              m.status === 'failed' ? (
                <Button
                  className="px-3 py-1"
                  disabled={actions.busy}
                  aria-label={`Resend ${kindLabel(m.kind).toLowerCase()} to ${fullName(m)}`}
                  onClick={() => actions.onResend(m)}
                >
                  Resend
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
}

/** The outbox, one server page: each message with its deliveries; officials resend a failed one. */
export function MessagesTable({
  page,
  actions,
  emptyText,
}: {
  page: PagedRows<MessageView>;
  actions?: MessageActions;
  emptyText: string;
}) {
  return (
    <Table
      label="Messages"
      columns={messageColumns(actions)}
      rows={page.rows}
      rowKey={(m) => m.message_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide
    />
  );
}
