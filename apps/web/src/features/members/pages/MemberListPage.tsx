import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useUsers } from '../api/get-users';
import { MembersTable } from '../components/MembersTable';

/** /list-member, for members: full name and role only (product spec §2; §8 `Could not load users`). */
export function MemberListPage() {
  const users = useUsers();
  return (
    <>
      <PageHeader title="Members">The members of your group.</PageHeader>
      {users.isPending ? (
        <Loading>Loading members...</Loading>
      ) : users.isError ? (
        <Alert>Could not load users</Alert>
      ) : (
        <MembersTable users={users.data} withEmail={false} />
      )}
    </>
  );
}
