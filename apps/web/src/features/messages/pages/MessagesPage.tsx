import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { choices, dateRangeFields, filterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { changesGroup } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadMessages, useMessages, useResendMessage } from '../api/messages';
import { KIND_CHOICES } from '../components/labels';
import { MessagesTable } from '../components/MessagesTable';

export const MESSAGES_FAILED = 'Failed to load the messages';
export const RESEND_FAILED = 'Failed to resend the message';

const Filters = filterBar('Filter messages', 'Member name', [
  selectField(
    'status',
    'Status',
    choices({ failed: 'Failed', queued: 'Waiting', sent: 'Sent' }),
    'All statuses',
  ),
  selectField('kind', 'Kind', choices(KIND_CHOICES), 'All kinds'),
  ...dateRangeFields('Left from', 'Left to'),
]);

/**
 * /messages (officials and the auditor): every message left for members, with whether each channel
 * sent it and why not; an official resends a failed one (docs/decisions/notifications.md, "The
 * officials' outbox").
 */
export function MessagesPage() {
  const user = useStoredUser();
  const params = useQueryParams<'q' | 'status' | 'kind' | 'from' | 'to' | 'page'>();
  const filter = {
    q: params.get('q'),
    status: params.get('status'),
    kind: params.get('kind'),
    from: params.get('from'),
    to: params.get('to'),
  };
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useMessages(page, filter);
  const resend = useResendMessage();
  const [said, setSaid] = useState<string | null>(null);
  // The auditor reads the outbox without resending (docs/decisions/offices.md).
  const actions = changesGroup(user)
    ? {
        busy: resend.isPending,
        onResend: (m: { message_id: number }) => {
          setSaid(null);
          resend.mutate(m.message_id, { onSuccess: (answer) => setSaid(answer.message) });
        },
      }
    : undefined;
  const filtering = Object.values(filter).some(Boolean);
  return (
    <>
      <PageHeader title="Messages">
        Receipts, reminders and requests left for members, and whether each e-mail and SMS went.
      </PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton download={() => downloadMessages(filter)} failed="Could not download the messages" />
      </div>
      <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes, page: '' })} />
      {said ? <Alert tone="success">{said}</Alert> : null}
      {resend.isError ? <Alert>{messageOf(resend.error, RESEND_FAILED)}</Alert> : null}
      {list.isPending ? <Loading>Loading messages...</Loading> : null}
      {list.isError ? <Alert>{MESSAGES_FAILED}</Alert> : null}
      {list.data ? (
        <MessagesTable
          page={{
            rows: list.data.messages,
            pagination: list.data.pagination,
            onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
          }}
          actions={actions}
          emptyText={filtering ? 'No message matches these filters' : 'No messages yet'}
        />
      ) : null}
    </>
  );
}
