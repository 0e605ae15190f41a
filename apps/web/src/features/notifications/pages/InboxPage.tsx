import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useInbox, useMarkAllRead } from '../api/inbox';
import { InboxList } from '../components/InboxList';

export const INBOX_FAILED = 'Failed to load your messages';
export const NO_MESSAGES = 'No messages yet. Receipts, reminders and requests for you will appear here.';

/**
 * `/inbox`: the member's messages (docs/decisions/notifications.md, "The inbox"), a page at a
 * time; on a phone the whole screen.
 */
export function InboxPage() {
  const params = useQueryParams<'page'>();
  const page = params.page;
  const inbox = useInbox(page);
  const markAll = useMarkAllRead();
  const unread = inbox.data?.unread ?? 0;
  const pages = inbox.data?.pagination.pages ?? 1;
  return (
    <>
      <PageHeader
        title="Messages"
        actions={
          unread > 0 ? (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </Button>
          ) : null
        }
      >
        {unread > 0 ? `${unread} unread. ` : ''}
        Receipts, reminders and requests for you.{' '}
        <Link to="/change-password#messages" className="font-semibold text-brand-700 underline">
          Choose how they reach you
        </Link>
      </PageHeader>
      {markAll.isError ? (
        <Alert>{messageOf(markAll.error, 'Could not mark your messages read')}</Alert>
      ) : null}
      {inbox.isPending ? <Loading>Loading messages...</Loading> : null}
      {inbox.isError ? <Alert>{messageOf(inbox.error, INBOX_FAILED)}</Alert> : null}
      {inbox.data ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {inbox.data.data.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">{NO_MESSAGES}</p>
          ) : (
            <InboxList messages={inbox.data.data} />
          )}
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages of messages" className="mt-4 flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={page <= 1}
            onClick={() => params.set({ page: String(page - 1) })}
          >
            Newer
          </Button>
          <span className="text-sm text-slate-600">
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={page >= pages}
            onClick={() => params.set({ page: String(page + 1) })}
          >
            Older
          </Button>
        </nav>
      ) : null}
    </>
  );
}
