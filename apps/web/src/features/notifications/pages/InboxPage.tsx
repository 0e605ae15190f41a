import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useInbox, useMarkAllRead } from '../api/inbox';
import { InboxList } from '../components/InboxList';

/**
 * `/inbox`: the member's messages (docs/decisions/notifications.md, "The inbox"), a page at a
 * time; on a phone the whole screen.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const params = useQueryParams<'page'>();
  const page = params.page;
  const inbox = useInbox(page);
  const markAll = useMarkAllRead();
  const unread = inbox.data?.unread ?? 0;
  const pages = inbox.data?.pagination.pages ?? 1;
  return (
    <>
      <PageHeader
        title={t('notifications.inbox.title')}
        actions={
          unread > 0 ? (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.inbox.markAll')}
            </Button>
          ) : null
        }
      >
        {unread > 0 ? `${t('notifications.inbox.unread', { unread })} ` : ''}
        {t('notifications.inbox.intro')}{' '}
        <Link to="/change-password#messages" className="font-semibold text-brand-700 underline">
          {t('notifications.inbox.choose')}
        </Link>
      </PageHeader>
      {markAll.isError ? (
        <Alert>{messageOf(markAll.error, t('notifications.inbox.markAllFailed'))}</Alert>
      ) : null}
      {inbox.isPending ? <Loading>{t('notifications.inbox.loading')}</Loading> : null}
      {inbox.isError ? <Alert>{messageOf(inbox.error, t('notifications.inbox.failed'))}</Alert> : null}
      {inbox.data ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {inbox.data.data.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">{t('notifications.inbox.none')}</p>
          ) : (
            <InboxList messages={inbox.data.data} />
          )}
        </div>
      ) : null}
      {pages > 1 ? (
        <nav
          aria-label={t('notifications.inbox.pages')}
          className="mt-4 flex items-center justify-between gap-3"
        >
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={page <= 1}
            onClick={() => params.set({ page: String(page - 1) })}
          >
            {t('notifications.inbox.newer')}
          </Button>
          <span className="text-sm text-slate-600">{t('common.table.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={page >= pages}
            onClick={() => params.set({ page: String(page + 1) })}
          >
            {t('notifications.inbox.older')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
