import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { listFailure, useListParams } from '../../../lib/useListParams';
import { downloadUsers, useUsersPage } from '../api/get-users';
import { MEMBER_FILTERS, MemberFilters } from './MemberFilters';
import { MembersTable } from './MembersTable';

/**
 * The members of /members and /list-member: searched, filtered, ordered and paged on the server,
 * with the choices in the URL; an admin sees emails and may download the list as CSV.
 */
export function MembersList({ admin, failed }: { admin: boolean; failed: string }) {
  const { values, page, setPage, change } = useListParams(MEMBER_FILTERS);
  const users = useUsersPage(page, values);
  useKeepPageInRange(page, users.data?.pagination?.pages, setPage);
  return (
    <>
      <MemberFilters key={values.q} values={values} onChange={change} admin={admin} />
      {admin ? (
        <div className="mb-3 flex justify-end">
          <DownloadButton download={() => downloadUsers(values)} failed="Could not download the members" />
        </div>
      ) : null}
      <Loaded query={users} loading="Loading members..." failed={listFailure(users.error, failed)}>
        {(data) => (
          <MembersTable
            rows={data.users}
            withEmail={admin}
            pagination={data.pagination}
            onPageChange={setPage}
          />
        )}
      </Loaded>
    </>
  );
}
