import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { downloadAudit, useAudit } from '../api/get-audit';
import { AuditFilters } from '../components/AuditFilters';
import { AuditTable } from '../components/AuditTable';
import { useAuditParams } from '../components/useAuditParams';

const PER_PAGE = 20;

/** /audit (admin): every change made through the app, who made it, when, from where and what changed. */
export function AuditPage() {
  const { t } = useTranslation();
  const params = useAuditParams();
  const filter = {
    q: params.q,
    sort: params.sort,
    userId: params.userId,
    entity: params.entity,
    entityId: params.entityId,
    action: params.action,
    from: params.from,
    to: params.to,
  };
  const audit = useAudit({ page: params.page, perPage: PER_PAGE, ...filter });
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  useKeepPageInRange(params.page, audit.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        actions={<DownloadButton download={() => downloadAudit(filter)} failed={t('audit.downloadFailed')} />}
      >
        {t('audit.intro')}
      </PageHeader>
      <AuditFilters params={params} />
      <Loaded query={audit} loading={t('audit.loading')} failed={messageOf(audit.error, t('audit.failed'))}>
        {(data) => (
          <AuditTable
            label={t('audit.label')}
            records={data.records}
            showAddress
            paging={{ page: params.page, pages: data.pagination.pages, onPageChange: setPage }}
          />
        )}
      </Loaded>
    </>
  );
}
