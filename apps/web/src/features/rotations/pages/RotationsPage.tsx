import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { changesGroup } from '../../../lib/session';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { useRotations } from '../api/rotations';
import { NewRotationForm } from '../components/NewRotationForm';
import { RotationsTable } from '../components/RotationsTable';

/**
 * /rotations (every member; docs/decisions/rotations.md, "A rotation"): the group's merry-go-rounds,
 * newest first, each with its open round and who takes that pot. An official starts one ("New
 * merry-go-round") and is taken to its schedule; the auditor reads them without starting one.
 */
export function RotationsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'page'>();
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  const list = useRotations(params.page);
  useKeepPageInRange(params.page, list.data?.pagination.pages, setPage);
  const [starting, setStarting] = useState(false);
  const starts = changesGroup(user);
  return (
    <>
      <PageHeader
        title={t('rotations.title')}
        actions={
          starts ? (
            <Button aria-expanded={starting} onClick={() => setStarting(!starting)}>
              {starting ? t('rotations.list.closeNew') : t('rotations.newRotation')}
            </Button>
          ) : undefined
        }
      >
        {t('rotations.list.intro')}
      </PageHeader>
      {starts && starting ? (
        <Card className="mb-6 max-w-2xl">
          <NewRotationForm />
        </Card>
      ) : null}
      {list.isPending ? <Loading>{t('rotations.list.loading')}</Loading> : null}
      {list.isError ? <Alert>{t('rotations.list.failed')}</Alert> : null}
      {list.data ? (
        <RotationsTable
          page={{ rows: list.data.rotations, pagination: list.data.pagination, onPageChange: setPage }}
          emptyText={starts ? t('rotations.list.emptyStarts') : t('rotations.list.empty')}
        />
      ) : null}
    </>
  );
}
