import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { FilterBar, type FilterProps } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useHostGroups, useSetGroupStatus } from '../api/host';
import { CreateGroupForm } from '../components/CreateGroupForm';
import { HostGroupsTable } from '../components/HostGroupsTable';

/** The groups' search, by name. */
function Filters(props: FilterProps<never>) {
  const { t } = useTranslation();
  return <FilterBar label={t('host.search')} placeholder={t('host.searchHint')} fields={[]} {...props} />;
}

/**
 * /host: the host's operator's screen (docs/decisions/host.md): every group of the deployment with
 * its members, last activity and storage; a new group with its first official; suspending and
 * resuming. Nothing of a group's money.
 */
export function HostPage() {
  const { t } = useTranslation();
  const params = useQueryParams<'q' | 'page'>();
  const filter = { q: params.get('q') };
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useHostGroups(page, filter);
  const setStatus = useSetGroupStatus();
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <>
      <PageHeader title={t('host.title')}>{t('host.intro')}</PageHeader>
      <div className="space-y-6">
        <section aria-label={t('host.table.label')} className="space-y-3">
          <Filters
            key={filter.q}
            values={filter}
            onChange={(changes) => params.set({ ...changes, page: '' })}
          />
          {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
          {list.isPending ? <Loading>{t('host.loading')}</Loading> : null}
          {list.isError ? <Alert>{t('host.failed')}</Alert> : null}
          {list.data ? (
            <HostGroupsTable
              page={{
                rows: list.data.data,
                pagination: list.data.pagination,
                onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
              }}
              action={{
                busy: setStatus.isPending,
                onChange: (group, suspend) => {
                  setSaid(null);
                  setStatus.mutate(
                    { groupId: group.group_id, suspend },
                    {
                      onSuccess: (row) =>
                        setSaid({
                          tone: 'success',
                          text:
                            row.status === 'suspended'
                              ? t('host.suspended', { name: row.name })
                              : t('host.resumed', { name: row.name }),
                        }),
                      onError: (error) =>
                        setSaid({ tone: 'error', text: messageOf(error, t('host.changeFailed')) }),
                    },
                  );
                },
              }}
            />
          ) : null}
        </section>
        <CreateGroupForm />
      </div>
    </>
  );
}
