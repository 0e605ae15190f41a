import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import {
  choices,
  dateRangeFields,
  FilterBar,
  type FilterProps,
  selectField,
} from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { changesGroup } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadMessages, useMessages, useResendMessage } from '../api/messages';
import { kindChoices, statusLabel } from '../components/labels';
import { MessagesTable } from '../components/MessagesTable';

const filterFields = (t: TFunction) => [
  selectField(
    'status',
    t('messages.filters.status'),
    choices({
      failed: statusLabel(t, 'failed'),
      queued: statusLabel(t, 'queued'),
      sent: statusLabel(t, 'sent'),
    }),
    t('messages.filters.allStatuses'),
  ),
  selectField('kind', t('messages.filters.kind'), choices(kindChoices(t)), t('messages.filters.allKinds')),
  ...dateRangeFields(t('messages.filters.from'), t('messages.filters.to')),
];

/** The outbox's filter bar: status, kind and the days a message was left. */
function Filters(props: FilterProps<'status' | 'kind' | 'from' | 'to'>) {
  const { t } = useTranslation();
  return (
    <FilterBar
      label={t('messages.filters.label')}
      placeholder={t('messages.filters.search')}
      fields={filterFields(t)}
      {...props}
    />
  );
}

/**
 * /messages (officials and the auditor): every message left for members, with whether each channel
 * sent it and why not; an official resends a failed one (docs/decisions/notifications.md, "The
 * officials' outbox").
 */
export function MessagesPage() {
  const { t } = useTranslation();
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
      <PageHeader title={t('messages.title')}>{t('messages.intro')}</PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton download={() => downloadMessages(filter)} failed={t('messages.downloadFailed')} />
      </div>
      <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes, page: '' })} />
      {said ? <Alert tone="success">{said}</Alert> : null}
      {resend.isError ? <Alert>{messageOf(resend.error, t('messages.resendFailed'))}</Alert> : null}
      {list.isPending ? <Loading>{t('messages.loading')}</Loading> : null}
      {list.isError ? <Alert>{t('messages.failed')}</Alert> : null}
      {list.data ? (
        <MessagesTable
          page={{
            rows: list.data.messages,
            pagination: list.data.pagination,
            onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
          }}
          actions={actions}
          emptyText={filtering ? t('messages.noMatch') : t('messages.none')}
        />
      ) : null}
    </>
  );
}
