import {
  type DeliveryView,
  formatKenyanPhone,
  fullName,
  GROUP_TIME_ZONE,
  type MessageView,
} from '@links/domain';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/Button';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate, formatDay } from '../../../lib/format';
import { channelLabel, kindLabel, statusLabel, statusTone } from './labels';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
/** In a sentence (`Sent 1 Dec 2026 09:00`). */
const when = (iso: string) => `${formatDate(iso)} ${time(iso)}`;
/** In the table's own cell (`01/12/2026 09:00`: docs/decisions/formats.md, "Dates"). */
const whenInCell = (iso: string) => `${formatDay(iso)} ${time(iso)}`;

function Badge({ status }: { status: keyof typeof statusTone }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`}>
      {statusLabel(t, status)}
    </span>
  );
}

/** Where a delivery stands: when it went, when it is tried next, or how often it was tried. */
function deliveryState(t: TFunction, d: DeliveryView): string | null {
  if (d.status === 'sent' && d.sent_at) return t('messages.delivery.sent', { when: when(d.sent_at) });
  if (d.status === 'queued' && d.next_attempt_at) {
    const next = when(d.next_attempt_at);
    return d.attempts > 0
      ? t('messages.delivery.triedNext', { attempts: d.attempts, when: next })
      : t('messages.delivery.nextTry', { when: next });
  }
  if (d.status === 'failed') return t('messages.delivery.after', { count: d.attempts });
  return null;
}

function DeliveryLine({ d }: { d: DeliveryView }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-0.5" data-testid={`delivery-${d.delivery_id}`}>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{channelLabel(t, d.channel)}</span>
        <Badge status={d.status} />
        <span className="text-xs text-slate-500 break-all">
          {d.channel === 'sms' ? formatKenyanPhone(d.address) : d.address}
        </span>
      </span>
      {d.error ? <span className="text-xs text-red-700">{d.error}</span> : null}
      <span className="text-xs text-slate-500">{deliveryState(t, d)}</span>
    </li>
  );
}

function Deliveries({ m }: { m: MessageView }) {
  const { t } = useTranslation();
  if (m.deliveries.length === 0)
    return <span className="text-xs text-slate-500">{t('messages.delivery.inboxOnly')}</span>;
  return (
    <ul className="space-y-2">
      {m.deliveries.map((d) => (
        <DeliveryLine key={d.delivery_id} d={d} />
      ))}
    </ul>
  );
}

function Text({ m }: { m: MessageView }) {
  const { t } = useTranslation();
  return (
    <span className="flex max-w-md flex-col gap-0.5">
      {/* A message as it was written, in its reader's language: data (docs/decisions/languages.md, "Data on screen"). */}
      <span translate="no" className="font-medium text-slate-900">
        {m.subject}
      </span>
      {m.secret ? (
        <span className="text-xs text-slate-600">{t('messages.holdsCode')}</span>
      ) : (
        <span translate="no" className="text-xs text-slate-600">
          {m.sms}
        </span>
      )}
    </span>
  );
}

/** What an official may do with a message; absent for the auditor. */
export interface MessageActions {
  onResend: (message: MessageView) => void;
  busy: boolean;
}

/** Resend, on a failed message, for an official. */
const actionsColumn = (t: TFunction, actions: MessageActions): Column<MessageView> => ({
  header: t('messages.columns.actions'),
  cell: (m) =>
    m.status === 'failed' ? (
      <Button
        className="px-3 py-1"
        disabled={actions.busy}
        aria-label={t('messages.resendTo', { kind: kindLabel(t, m.kind).toLowerCase(), name: fullName(m) })}
        onClick={() => actions.onResend(m)}
      >
        {t('messages.resend')}
      </Button>
    ) : null,
});

export function messageColumns(t: TFunction, actions?: MessageActions): Column<MessageView>[] {
  return [
    { header: t('messages.columns.member'), cell: (m) => fullName(m) },
    { header: t('messages.columns.left'), cell: (m) => whenInCell(m.created_at) },
    { header: t('messages.columns.kind'), cell: (m) => kindLabel(t, m.kind) },
    { header: t('messages.columns.message'), cell: (m) => <Text m={m} /> },
    { header: t('messages.columns.status'), cell: (m) => <Badge status={m.status} /> },
    { header: t('messages.columns.deliveries'), cell: (m) => <Deliveries m={m} /> },
    ...(actions ? [actionsColumn(t, actions)] : []),
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
  const { t } = useTranslation();
  return (
    <Table
      label={t('messages.table')}
      columns={messageColumns(t, actions)}
      rows={page.rows}
      rowKey={(m) => m.message_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide
    />
  );
}
