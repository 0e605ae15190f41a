import { useChangesGroup } from '../../../components/ui/ChangesGroup';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { downloadUsers, useUsersPage } from '../api/get-users';
import { MEMBER_FILTERS, MemberFilters } from './MemberFilters';
import { MembersTable } from './MembersTable';

/**
 * The members of /members and /list-member: searched, filtered, ordered and paged on the server,
 * with the choices in the URL; an admin sees emails and may download the list as CSV.
 */
export function MembersList({ admin, failed }: { admin: boolean; failed: string }) {
  const { t } = useTranslation();
  const { values, setPage, change, query: users } = useListPage(MEMBER_FILTERS, useUsersPage);
  const changesOffices = useChangesGroup();
  return (
    <>
      <MemberFilters key={values.q} values={values} onChange={change} admin={admin} />
      {admin ? (
        <ListDownload download={() => downloadUsers(values)} failed={t('members.downloadFailed')} />
      ) : null}
      <Loaded query={users} loading={t('members.loading')} failed={listFailure(users.error, failed)}>
        {(data) => (
          <MembersTable
            rows={data.users}
            withEmail={admin}
            changesOffices={admin && changesOffices}
            pagination={data.pagination}
            onPageChange={setPage}
          />
        )}
      </Loaded>
    </>
  );
}
