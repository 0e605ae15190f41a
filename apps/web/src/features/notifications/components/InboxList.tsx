import { GROUP_TIME_ZONE, type InboxMessage } from '@links/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useMarkRead } from '../api/inbox';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * The member's messages, newest first, unread ones in bold (docs/decisions/notifications.md, "The
 * inbox"). Opening one marks it read and goes to the screen it points at; one without a link
 * opens its whole text in place.
 */
export function InboxList({ messages }: { messages: InboxMessage[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const [opened, setOpened] = useState<number | null>(null);
  const open = (message: InboxMessage) => {
    if (message.read_at === null) markRead.mutate(message.id);
    if (message.link) navigate(message.link);
    else setOpened((id) => (id === message.id ? null : message.id));
  };
  return (
    <>
      {markRead.isError ? (
        <Alert>{messageOf(markRead.error, t('notifications.list.markReadFailed'))}</Alert>
      ) : null}
      <ul aria-label={t('notifications.list.label')} className="divide-y divide-slate-100">
        {messages.map((message) => {
          const unread = message.read_at === null;
          const expanded = opened === message.id;
          return (
            <li key={message.id} data-unread={unread}>
              <button
                type="button"
                onClick={() => open(message)}
                aria-expanded={message.link ? undefined : expanded}
                className={`flex min-h-11 w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:px-5 ${
                  unread ? 'bg-brand-50/60' : ''
                }`}
              >
                <span
                  aria-hidden
                  className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className={`text-sm ${unread ? 'text-slate-900' : 'text-slate-700'}`}>
                      {unread ? <span className="sr-only">{t('notifications.list.unread')} </span> : null}
                      <span translate="no" className={unread ? 'font-bold' : 'font-medium'}>
                        {message.subject}
                      </span>
                    </span>
                    <span className="text-xs text-slate-500">
                      {formatDate(message.created_at)} {time(message.created_at)}
                    </span>
                  </span>
                  <span
                    translate="no"
                    className={`mt-0.5 block text-sm whitespace-pre-line text-slate-600 ${expanded ? '' : 'line-clamp-2'}`}
                  >
                    {message.body}
                  </span>
                  {message.link ? (
                    <span className="mt-1 block text-xs font-semibold text-brand-700">
                      {t('notifications.list.open')}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
