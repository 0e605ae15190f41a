import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { changesGroup, hasKnownRole, screensOf } from '../../../lib/session';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { useMeetings } from '../api/meetings';
import { MeetingsTable } from '../components/MeetingsTable';
import { NewMeetingForm } from '../components/NewMeetingForm';

/**
 * /meetings (every member; docs/decisions/meetings.md, "A meeting"): the group's meetings, newest
 * first. Officials and the auditor open each one's sheet or minutes, and an official opens a new one
 * ("New meeting") and is taken to its sheet; a member opens the minutes
 * (docs/decisions/meetings.md, "Minutes").
 */
export function MeetingsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'page'>();
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  const list = useMeetings(params.page);
  useKeepPageInRange(params.page, list.data?.pagination.pages, setPage);
  const [opening, setOpening] = useState(false);
  // The auditor reads the meetings without opening one (docs/decisions/offices.md).
  const opens = changesGroup(user);
  const readsSheet = hasKnownRole(user) && screensOf(user) === 'admin';
  return (
    <>
      <PageHeader
        title={t('meetings.title')}
        actions={
          opens ? (
            <Button aria-expanded={opening} onClick={() => setOpening(!opening)}>
              {opening ? t('meetings.list.closeNew') : t('meetings.newMeeting')}
            </Button>
          ) : undefined
        }
      >
        {readsSheet ? t('meetings.list.introSheet') : t('meetings.list.introMinutes')}
      </PageHeader>
      {opens && opening ? (
        <Card className="mb-6 max-w-xl">
          <NewMeetingForm />
        </Card>
      ) : null}
      {list.isPending ? <Loading>{t('meetings.list.loading')}</Loading> : null}
      {list.isError ? <Alert>{t('meetings.list.failed')}</Alert> : null}
      {list.data ? (
        <MeetingsTable
          page={{ rows: list.data.meetings, pagination: list.data.pagination, onPageChange: setPage }}
          emptyText={opens ? t('meetings.list.emptyOpens') : t('meetings.list.empty')}
          readsSheet={readsSheet}
        />
      ) : null}
    </>
  );
}
